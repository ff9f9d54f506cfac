/**
 * Class names shared by every field of the design system, so a text field, a select and a combobox
 * look like one family. They rely on react-aria's data attributes (data-focused, data-invalid…).
 */

/** The column that stacks label, control, description and error. */
export const fieldStackClassName = 'flex flex-col gap-1.5';

const controlSurface = 'w-full rounded-control border border-border-strong bg-surface text-sm text-ink transition-colors';

/**
 * Nastaliq letters reach about half an em above and below a small-text line, and a one-line input
 * clips its text to that line. In Urdu its line is as tall as the font's own box (2.5 em) and the
 * vertical padding gives way, so the control keeps its height and no letter loses its top or its dots.
 */
export const urduInputLineClassName = 'urdu:py-0 urdu:leading-[2.5]';

/** A bare `<input>` or `<textarea>` styled as a field box. */
export const fieldInputClassName = [
  controlSurface,
  'min-h-10 px-3 py-2 outline-none placeholder:text-ink-subtle',
  'data-hovered:border-ink-muted',
  'data-focused:border-focus data-focused:ring-1 data-focused:ring-focus',
  'data-invalid:border-danger-600 data-invalid:data-focused:ring-danger-600',
  'read-only:bg-surface-muted',
  'data-disabled:cursor-not-allowed data-disabled:border-border data-disabled:bg-surface-sunken data-disabled:text-ink-muted',
].join(' ');

/** A one-line `<input>` styled as a field box (a `<textarea>` uses fieldInputClassName). */
export const textInputClassName = `${fieldInputClassName} ${urduInputLineClassName}`;

/** A box that holds an input plus buttons (number field, combobox): focus shows on the whole box. */
export const fieldGroupClassName = [
  controlSurface,
  'flex min-h-10 items-stretch overflow-hidden',
  'data-hovered:border-ink-muted',
  'data-focus-within:border-focus data-focus-within:ring-1 data-focus-within:ring-focus',
  'data-invalid:border-danger-600 data-invalid:data-focus-within:ring-danger-600',
  'data-disabled:cursor-not-allowed data-disabled:border-border data-disabled:bg-surface-sunken data-disabled:text-ink-muted',
].join(' ');

/** The text input that sits inside a field group. */
export const groupInputClassName = [
  'min-w-0 flex-1 bg-transparent px-3 py-2 text-sm text-ink outline-none placeholder:text-ink-subtle disabled:cursor-not-allowed disabled:text-ink-muted',
  urduInputLineClassName,
].join(' ');

/** A popover list (select, combobox) under its field. */
export const listPopoverClassName =
  'w-(--trigger-width) overflow-auto rounded-control border border-border bg-surface shadow-overlay outline-none';

/** One option of a popover list. */
export const listOptionClassName = [
  'flex cursor-default items-center gap-2 px-3 py-2 text-sm text-ink outline-none',
  'data-focused:bg-brand-50 data-selected:font-medium',
  'data-disabled:cursor-not-allowed data-disabled:text-ink-subtle',
].join(' ');
