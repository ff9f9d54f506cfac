import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import {
  CharacterCounter,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldStackClassName,
  textInputClassName,
  typedTextDirection,
  useMergedRef,
} from '@/shared/ui/form-field';

export type TextFieldType = 'text' | 'email' | 'password' | 'search' | 'url' | 'tel';

export interface TextFieldProps {
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
  /** The kind of text: `text` (the default); `email`, `url` and `tel` bring a fitting keyboard on phones; `password` hides what is typed; `search` for a search box. */
  type?: TextFieldType;
  /** Help text under the field, read as the input's description. */
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
  /** The browser's autofill hint, such as `email` or `current-password`; `off` turns it off. */
  autoComplete?: string;
  /** Shown in the empty input; never in place of the label. */
  placeholder?: string;
  /** The most characters it takes; also the limit `showCounter` shows. */
  maxLength?: number;
  /** Which on-screen keyboard phones show (`numeric`, `decimal`, `email`…), without changing what the field takes. */
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search' | 'none';
  /** Shows a live "n / max" counter (needs `maxLength`). */
  showCounter?: boolean;
  /**
   * Writing direction of what is typed where it is fixed (an Arabic title: rtl). Without it the text takes its own
   * once there is some: English reads left to right in Urdu, Urdu right to left in English.
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Language of what is typed, so it is read and shaped as that language. */
  lang?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Focuses the input when the field first appears. */
  autoFocus?: boolean;
  /** An id for the field, passed to react-aria. */
  id?: string;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
  /** The input element; it gets the same element as `ref`. */
  inputRef?: Ref<HTMLInputElement>;
  /** The input element (react-hook-form's Controller passes `field.ref` here). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled one-line text input with help text and an error message. */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  hideLabel,
  placeholder,
  className,
  inputRef,
  ref,
  value,
  defaultValue,
  onChange,
  maxLength,
  showCounter,
  dir,
  lang,
  ...props
}: TextFieldProps) {
  const elementRef = useMergedRef(inputRef, ref);
  const [typedLength, setTypedLength] = useState(defaultValue?.length ?? 0);
  // A controlled value is the truth; otherwise count what the user typed.
  const length = value === undefined ? typedLength : (value ?? '').length;
  return (
    <AriaTextField
      {...props}
      // A form library's null means "empty"; undefined leaves the field uncontrolled.
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
      <Input ref={elementRef} placeholder={placeholder} dir={dir ?? typedTextDirection(length)} lang={lang} className={textInputClassName} />
      {showCounter && maxLength !== undefined ? (
        <div className="flex items-start gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            {description ? <FieldDescription>{description}</FieldDescription> : null}
            <FieldError>{errorMessage}</FieldError>
          </div>
          <CharacterCounter length={length} maxLength={maxLength} />
        </div>
      ) : (
        <>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          <FieldError>{errorMessage}</FieldError>
        </>
      )}
    </AriaTextField>
  );
}
