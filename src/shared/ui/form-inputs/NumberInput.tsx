import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { NumberField } from '@/shared/ui/number-field';
import { useFormInputs } from './formInputsContext';

export interface NumberInputProps<Values extends FieldValues = FieldValues> {
  name: FieldPathByValue<Values, number | null>;
  label: string;
  minValue?: number;
  maxValue?: number;
  description?: string;
  isRequired?: boolean;
  formatOptions?: Intl.NumberFormatOptions;
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
