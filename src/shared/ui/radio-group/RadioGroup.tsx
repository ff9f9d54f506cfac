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
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  orientation?: 'horizontal' | 'vertical';
  name?: string;
  description?: ReactNode;
  /** Shown under the options; a message alone marks the group invalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  hideLabel?: boolean;
  id?: string;
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
