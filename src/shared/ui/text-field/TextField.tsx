import type { FocusEvent, ReactNode, Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldInputClassName,
  fieldStackClassName,
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
  ...props
}: TextFieldProps) {
  const elementRef = useMergedRef(inputRef, ref);
  return (
    <AriaTextField
      {...props}
      // A form library's null means "empty"; undefined leaves the field uncontrolled.
      value={value === null ? '' : value}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={cn(fieldStackClassName, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
        {label}
      </FieldLabel>
      <Input ref={elementRef} placeholder={placeholder} className={fieldInputClassName} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
