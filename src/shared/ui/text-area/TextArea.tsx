import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import {
  CharacterCounter,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldInputClassName,
  fieldStackClassName,
  typedTextDirection,
  useMergedRef,
} from '@/shared/ui/form-field';

export interface TextAreaProps {
  /** The field's visible name, also its accessible name. */
  label: ReactNode;
  /** The field's name in a native form's data, passed to react-aria. */
  name?: string;
  /** The text, for a controlled field; `null` shows it empty (a form library's empty value). */
  value?: string | null;
  /** The starting text when the field keeps its own value. */
  defaultValue?: string;
  /** Called with the new text each time the person changes it. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the field, passed to react-aria (react-hook-form's `field.onBlur` goes here). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Help text under the field, read as the text box's description. */
  description?: ReactNode;
  /** Shown under the field; a message alone marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid; when omitted, an `errorMessage` alone does. */
  isInvalid?: boolean;
  /** Shows an asterisk by the label and tells screen readers the field is required; the form does the checking. */
  isRequired?: boolean;
  /** Greys the field out and refuses changes. */
  isDisabled?: boolean;
  /** Shows the text but refuses changes. */
  isReadOnly?: boolean;
  /** The browser's autofill hint; `off` turns it off. */
  autoComplete?: string;
  /** Shown in the empty text box; never in place of the label. */
  placeholder?: string;
  /** How many lines tall the box starts; 4 when omitted (the person can drag it taller). */
  rows?: number;
  /** The most characters it takes; also the limit `showCounter` shows. */
  maxLength?: number;
  /** Shows a live "n / max" counter (needs `maxLength`). */
  showCounter?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /**
   * Writing direction of what is typed where it is fixed (HTML code: ltr). Without it the text takes its own
   * once there is some: English reads left to right in Urdu, Urdu right to left in English.
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Language of what is typed, so it is read and shaped as that language. */
  lang?: string;
  /** An id for the field, passed to react-aria. */
  id?: string;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
  /** The textarea element; it gets the same element as `ref`. */
  inputRef?: Ref<HTMLTextAreaElement>;
  /** The textarea element (react-hook-form's Controller passes `field.ref` here). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input, optionally counting characters against its limit. */
export function TextArea({
  label,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  hideLabel,
  placeholder,
  rows = 4,
  maxLength,
  showCounter,
  dir,
  lang,
  className,
  inputRef,
  ref,
  ...props
}: TextAreaProps) {
  const elementRef = useMergedRef(inputRef, ref);
  const [typedLength, setTypedLength] = useState(defaultValue?.length ?? 0);
  // A controlled value is the truth; otherwise count what the user typed.
  const length = value === undefined ? typedLength : (value ?? '').length;

  return (
    <AriaTextField
      {...props}
      value={value === null ? '' : value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setTypedLength(next.length);
        onChange?.(next);
      }}
      maxLength={maxLength}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={cn(fieldStackClassName, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
        {label}
      </FieldLabel>
      <AriaTextArea
        ref={elementRef}
        rows={rows}
        placeholder={placeholder}
        dir={dir ?? typedTextDirection(length)}
        lang={lang}
        className={cn(fieldInputClassName, 'resize-y leading-relaxed')}
      />
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          <FieldError>{errorMessage}</FieldError>
        </div>
        {showCounter && maxLength !== undefined ? <CharacterCounter length={length} maxLength={maxLength} /> : null}
      </div>
    </AriaTextField>
  );
}
