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
  label: ReactNode;
  name?: string;
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  type?: TextFieldType;
  description?: ReactNode;
  /** Shown under the field; a message alone marks the field invalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
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
  autoFocus?: boolean;
  id?: string;
  className?: string;
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
