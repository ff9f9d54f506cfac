import type { FocusEvent, ReactNode, Ref } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { CheckIcon, FieldDescription, FieldError, MinusIcon, useMergedRef } from '@/shared/ui/form-field';

export interface CheckboxProps {
  /** The label. */
  children: ReactNode;
  /** Whether it is checked, for a controlled checkbox (with `onChange`). */
  isSelected?: boolean;
  /** Whether it starts checked when the checkbox keeps its own state. */
  defaultSelected?: boolean;
  /** Called with the new state (`true` for checked) each time the person changes it. */
  onChange?: (selected: boolean) => void;
  /** Called when focus leaves the checkbox, passed to react-aria (react-hook-form's `field.onBlur` goes here). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Shows a dash: some, not all, of a group are chosen. */
  isIndeterminate?: boolean;
  /** Greys the checkbox out and refuses changes. */
  isDisabled?: boolean;
  /** Shows the state but refuses changes. */
  isReadOnly?: boolean;
  /** Tells screen readers the checkbox is required; the form does the checking. */
  isRequired?: boolean;
  /** Marks the checkbox invalid; when omitted, an `errorMessage` alone does. */
  isInvalid?: boolean;
  /** Help text under the label, read as the checkbox's description. */
  description?: ReactNode;
  /** Shown under the checkbox; a message alone marks it invalid. */
  errorMessage?: ReactNode;
  /** The checkbox's name in a native form's data, passed to react-aria. */
  name?: string;
  /** The value submitted with a native form when checked. */
  value?: string;
  /** An id for the checkbox's input, passed to react-aria. */
  id?: string;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
  /** The input element; it gets the same element as `ref`. */
  inputRef?: Ref<HTMLInputElement>;
  /** The input element (react-hook-form's Controller passes `field.ref` here). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox, with optional help text and error message. */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  className,
  inputRef,
  ref,
  ...props
}: CheckboxProps) {
  const elementRef = useMergedRef(inputRef, ref);
  return (
    <CheckboxField
      {...props}
      inputRef={elementRef}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={cn('flex flex-col gap-1', className)}
    >
      <CheckboxButton className="group inline-flex w-fit cursor-default items-start gap-2.5 text-sm text-ink data-disabled:cursor-not-allowed data-disabled:text-ink-muted">
        {({ isSelected, isIndeterminate }) => (
          <>
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex size-[1.125rem] shrink-0 items-center justify-center rounded border-2 text-xs transition-colors',
                isSelected || isIndeterminate
                  ? 'border-brand-600 bg-brand-600 text-ink-inverse group-data-pressed:bg-brand-700'
                  : 'border-border-strong bg-surface group-data-hovered:border-ink-muted',
                'group-data-invalid:border-danger-600',
                'group-data-focus-visible:ring-2 group-data-focus-visible:ring-focus group-data-focus-visible:ring-offset-2',
                'group-data-disabled:border-border group-data-disabled:bg-surface-sunken group-data-disabled:text-ink-subtle',
              )}
            >
              {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description ? <FieldDescription className="ps-7">{description}</FieldDescription> : null}
      <FieldError className="ps-7">{errorMessage}</FieldError>
    </CheckboxField>
  );
}
