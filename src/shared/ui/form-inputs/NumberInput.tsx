import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { NumberField } from '@/shared/ui/number-field';
import { useFormInputs } from './formInputsContext';

export interface NumberInputProps<Values extends FieldValues = FieldValues> {
  /** The form value it edits: a number, or null when the field is emptied, by its react-hook-form path. */
  name: FieldPathByValue<Values, number | null>;
  /** The field's visible name, also its accessible name. */
  label: string;
  /** The smallest number allowed: a smaller one snaps back to it when the field loses focus. */
  minValue?: number;
  /** The largest number allowed: a larger one snaps back to it when the field loses focus. */
  maxValue?: number;
  /** Help text under the field, read as the input's description. */
  description?: string;
  /** Shows an asterisk by the label and tells screen readers the field is required; the form does the checking. */
  isRequired?: boolean;
  /** How the number is shown and read (decimals, a currency), passed to react-aria; whole numbers without grouping when omitted. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
}

/** A number of the form; an emptied field holds null. */
export function NumberInput<Values extends FieldValues>({
  name,
  label,
  minValue,
  maxValue,
  description,
  isRequired,
  formatOptions,
  className,
}: NumberInputProps<Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          label={label}
          name={field.name}
          value={field.value as number | null}
          onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          minValue={minValue}
          maxValue={maxValue}
          formatOptions={formatOptions ?? { maximumFractionDigits: 0, useGrouping: false }}
          description={description}
          isRequired={isRequired}
          isDisabled={isBusy}
          errorMessage={errorText(fieldState.error?.message)}
          className={className}
        />
      )}
    />
  );
}
