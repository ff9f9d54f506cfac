import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Select } from '@/shared/ui/select';
import { useFormInputs } from './formInputsContext';

export interface SelectInputProps<K extends string | number, Values extends FieldValues = FieldValues> {
  name: FieldPathByValue<Values, K | null>;
  label: string;
  items: readonly { id: K; label: string }[];
  placeholder?: string;
  description?: string;
  isRequired?: boolean;
  className?: string;
}

/** One option from a list that needs no search (timezone, frequency, rating, content type). */
export function SelectInput<K extends string | number, Values extends FieldValues = FieldValues>({
  name,
  label,
  items,
  placeholder,
  description,
  isRequired,
  className,
}: SelectInputProps<K, Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select<K>
          label={label}
          items={items}
          name={field.name}
          selectedKey={field.value as K | null}
          onSelectionChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          placeholder={placeholder}
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
