const FOCUSABLE = [
  'input:not([type="hidden"]):not([tabindex="-1"])',
  'textarea',
  'button:not([tabindex="-1"])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Moves focus to the first field marked invalid in the form, in reading order, so a failed Save
 * leads the person (and their screen reader) to what needs fixing. Returns whether it found one.
 */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[data-invalid]');
  if (!field) return false;
  const target = Array.from(field.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
    (element) => !element.closest('[aria-hidden="true"]') && !element.hasAttribute('disabled'),
  );
  (target ?? field).focus();
  target?.scrollIntoView({ block: 'center' });
  return true;
}
