import type { FocusEvent, ReactNode, Ref } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { useTranslation } from '@/shared/i18n';
import {
  ChevronDownIcon,
  ChevronUpIcon,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldGroupClassName,
  fieldStackClassName,
  groupInputClassName,
  useMergedRef,
} from '@/shared/ui/form-field';

export interface NumberFieldProps {
  label: ReactNode;
  name?: string;
  /** NaN or null means empty. */
  value?: number | null;
  defaultValue?: number;
  /** Called with NaN when the field is emptied. */
  onChange?: (value: number) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Values below are refused: the field snaps back to the minimum when it loses focus. */
  minValue?: number;
  maxValue?: number;
  step?: number;
  description?: ReactNode;
  /** Shown under the field; a message alone marks the field invalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  formatOptions?: Intl.NumberFormatOptions;
  /** Keeps the label for screen readers only (for example in a table cell). */
  hideLabel?: boolean;
  placeholder?: string;
  id?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The input element (react-hook-form's Controller passes `field.ref` here). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled number input with step buttons, formatted for the interface language. */
export function NumberField({
  label,
  value,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  hideLabel,
  placeholder,
  className,
  inputRef,
  ref,
  ...props
}: NumberFieldProps) {
  const { t } = useTranslation('ui-forms');
  const elementRef = useMergedRef(inputRef, ref);
  // react-aria has no Urdu strings, so the step buttons are named here ("Increase Lesson count").
  const fieldName = typeof label === 'string' ? label : '';
  return (
    <AriaNumberField
      {...props}
      incrementAriaLabel={t('numberField.increase', { label: fieldName }).trim()}
      decrementAriaLabel={t('numberField.decrease', { label: fieldName }).trim()}
      value={value === null ? Number.NaN : value}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={cn(fieldStackClassName, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
        {label}
      </FieldLabel>
      <Group className={fieldGroupClassName}>
        <Input ref={elementRef} placeholder={placeholder} className={cn(groupInputClassName, 'tabular-nums')} />
        <div className="flex w-8 shrink-0 flex-col border-s border-border">
          <StepButton slot="increment">
            <ChevronUpIcon />
          </StepButton>
          <StepButton slot="decrement">
            <ChevronDownIcon />
          </StepButton>
        </div>
      </Group>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}

function StepButton({ slot, children }: { slot: 'increment' | 'decrement'; children: ReactNode }) {
  return (
    <Button
      slot={slot}
      className={cn(
        'flex flex-1 items-center justify-center text-xs text-ink-muted outline-none',
        'hover:bg-surface-muted pressed:bg-surface-sunken',
        'disabled:cursor-not-allowed disabled:text-border-strong',
        slot === 'increment' && 'border-b border-border',
      )}
    >
      {children}
    </Button>
  );
}
