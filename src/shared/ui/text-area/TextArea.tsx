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
  label: ReactNode;
  name?: string;
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  description?: ReactNode;
  /** Shown under the field; a message alone marks the field invalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  /** Shows a live "n / max" counter (needs `maxLength`). */
  showCounter?: boolean;
  hideLabel?: boolean;
  /**
   * Writing direction of what is typed where it is fixed (HTML code: ltr). Without it the text takes its own
   * once there is some: English reads left to right in Urdu, Urdu right to left in English.
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Language of what is typed, so it is read and shaped as that language. */
  lang?: string;
  id?: string;
  className?: string;
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
