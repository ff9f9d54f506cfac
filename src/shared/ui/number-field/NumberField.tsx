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
  /** The field's visible name, also its accessible name; as text it also names the step buttons ("Increase Lesson count"). */
  label: ReactNode;
  /** The field's name in a native form's data, passed to react-aria. */
  name?: string;
  /** NaN or null means empty. */
  value?: number | null;
  /** The starting number when the field keeps its own value. */
  defaultValue?: number;
  /** Called with NaN when the field is emptied. */
  onChange?: (value: number) => void;
  /** Called when focus leaves the field, passed to react-aria (react-hook-form's `field.onBlur` goes here). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Values below are refused: the field snaps back to the minimum when it loses focus. */
  minValue?: number;
  /** Values above are refused: the field snaps back to the maximum when it loses focus. */
  maxValue?: number;
  /** How much the step buttons and arrow keys add or take away; a typed number is rounded to it when the field loses focus. */
  step?: number;
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
  /** Shows the value but refuses changes. */
  isReadOnly?: boolean;
  /** How the number is shown and read (decimals, a currency, a percentage), passed to react-aria. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Keeps the label for screen readers only (for example in a table cell). */
  hideLabel?: boolean;
  /** Shown in the empty input; never in place of the label. */
  placeholder?: string;
  /** An id for the field, passed to react-aria. */
  id?: string;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
  /** The input element; it gets the same element as `ref`. */
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
