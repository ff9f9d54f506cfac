import { useState } from 'react';
import { FieldError, Input, TextField } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { checkEditableValue, type EditableValueCheck, type EditableValueType } from './editableValue';

export interface EditableCellProps {
  /** Accessible name, for example "Rank of Fajr basics". */
  label: string;
  /** The saved value; a new one from outside replaces what is being typed. */
  value: number | string;
  /** Called with a valid, changed value when the user leaves the field or presses Enter. */
  onChange: (value: number | string) => void;
  /** text (the default) for words, kept trimmed; number for a number, typed in Latin or Arabic-Indic digits. */
  type?: EditableValueType;
  /** The smallest number accepted; a smaller one is refused with a message. */
  minValue?: number;
  /** Whole numbers only (a rank, a count). */
  isInteger?: boolean;
  /** Refuses an empty value with a message. */
  isRequired?: boolean;
  /** The most characters that can be typed. */
  maxLength?: number;
  /** Replaces the built-in messages (for example the spec's wording for ranks). */
  errorMessage?: string;
  /** Greys the field out and refuses changes. */
  isDisabled?: boolean;
  /** Marks a value that was changed but not saved yet (the field is highlighted). */
  isChanged?: boolean;
  /** Extra classes for the field's outer element, for placement only. */
  className?: string;
}

/** A value edited in place inside a table cell; an invalid entry is refused with a message. */
export function EditableCell({
  label,
  value,
  onChange,
  type = 'text',
  minValue,
  isInteger,
  isRequired,
  maxLength,
  errorMessage,
  isDisabled,
  isChanged,
  className,
}: EditableCellProps) {
  const { t } = useTranslation('ui-data');
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  const [problem, setProblem] = useState<Exclude<EditableValueCheck, { ok: true }>['reason'] | null>(null);

  // A new value from outside (a reload, an undo) replaces the draft.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(String(value));
    setProblem(null);
  }

  const check = (text: string) => checkEditableValue(text, { type, minValue, isRequired, isInteger });

  const commit = () => {
    const result = check(draft);
    if (!result.ok) {
      setProblem(result.reason);
      return;
    }
    setProblem(null);
    if (result.value !== value) onChange(result.value);
  };

  const revert = () => {
    setDraft(String(value));
    setProblem(null);
  };

  const message =
    errorMessage ??
    (problem === 'minValue' ? t('minValue', { min: minValue }) : problem === 'required' ? t('required') : t('invalidNumber'));

  return (
    <TextField
      aria-label={label}
      value={draft}
      onChange={(text) => {
        setDraft(text);
        // Once a message shows, it follows the typing so it disappears as soon as the value is fixed.
        if (problem) {
          const result = check(text);
          setProblem(result.ok ? null : result.reason);
        }
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        else if (event.key === 'Escape') revert();
        else if (event.key === 'Tab') event.continuePropagation();
      }}
      isInvalid={problem !== null}
      isDisabled={isDisabled}
      maxLength={maxLength}
      inputMode={type === 'number' ? 'decimal' : undefined}
      className={cn('flex flex-col gap-1', className)}
    >
      <Input
        data-changed={isChanged || undefined}
        className={cn(
          'h-8 w-full min-w-16 rounded-control border bg-surface px-2 text-sm text-ink outline-none',
          type === 'number' && 'tabular-nums',
          'border-border-strong focus:border-focus focus:ring-2 focus:ring-focus/30',
          'data-changed:bg-warning-50 data-changed:not-data-invalid:not-focus:border-warning-700',
          'data-invalid:border-danger-600 data-invalid:focus:ring-danger-600/30',
          'data-disabled:cursor-not-allowed data-disabled:bg-surface-muted data-disabled:text-ink-subtle',
        )}
      />
      <FieldError className="text-xs leading-snug text-danger-700">{message}</FieldError>
    </TextField>
  );
}
