import type { FocusEvent, ReactNode, Ref } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { FieldDescription, FieldError, FieldLabel } from '@/shared/ui/form-field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible name, also its accessible name. */
  label: ReactNode;
  /** The choices, in order; a disabled one shows but cannot be chosen. */
  options: readonly RadioOption[];
  /** The chosen option's `value`, for a controlled group; `null` means none is chosen. */
  value?: string | null;
  /** The option chosen at first when the group keeps its own choice. */
  defaultValue?: string;
  /** Called with the chosen option's `value` each time the person picks one. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the group, passed to react-aria (react-hook-form's `field.onBlur` goes here). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** `vertical` (the default) stacks the options; `horizontal` sets two or three short ones in a wrapping row. */
  orientation?: 'horizontal' | 'vertical';
  /** The group's name in a native form's data, passed to react-aria. */
  name?: string;
  /** Help text under the options, read as the group's description. */
  description?: ReactNode;
  /** Shown under the options; a message alone marks the group invalid. */
  errorMessage?: ReactNode;
  /** Marks the group invalid; when omitted, an `errorMessage` alone does. */
  isInvalid?: boolean;
  /** Shows an asterisk by the label and tells screen readers a choice is needed; the form does the checking. */
  isRequired?: boolean;
  /** Greys every option out and refuses changes. */
  isDisabled?: boolean;
  /** Shows the choice but refuses changes. */
  isReadOnly?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** An id for the group, passed to react-aria. */
  id?: string;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
  /**
   * The input of the chosen option, or of the first one that can be chosen: what gets focus when
   * react-hook-form's Controller (`field.ref`) points at an invalid group.
   */
  ref?: Ref<HTMLInputElement>;
}

/** Choose exactly one of a few options, all visible at once. */
export function RadioGroup({
  label,
  options,
  value,
  orientation = 'vertical',
  description,
  errorMessage,
  isInvalid,
  isRequired,
  hideLabel,
  className,
  ref,
  ...props
}: RadioGroupProps) {
  const focusTarget = options.find((option) => option.value === value) ?? options.find((option) => !option.isDisabled);
  return (
    <AriaRadioGroup
      {...props}
      value={value}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={cn('flex flex-col gap-1.5', className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className={cn('flex gap-x-6 gap-y-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap')}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            inputRef={option === focusTarget ? ref : undefined}
            className="group inline-flex w-fit cursor-default items-start gap-2.5 text-sm text-ink data-disabled:cursor-not-allowed data-disabled:text-ink-muted"
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex size-[1.125rem] shrink-0 items-center justify-center rounded-full border-2 border-border-strong bg-surface transition-colors',
                'group-data-hovered:border-ink-muted group-data-selected:border-brand-600',
                'group-data-invalid:border-danger-600',
                'group-data-focus-visible:ring-2 group-data-focus-visible:ring-focus group-data-focus-visible:ring-offset-2',
                'group-data-disabled:border-border group-data-disabled:bg-surface-sunken',
              )}
            >
              <span className="size-2 scale-0 rounded-full bg-brand-600 transition-transform group-data-selected:scale-100 group-data-disabled:bg-ink-subtle" />
            </span>
            <span>{option.label}</span>
          </Radio>
        ))}
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
