import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ComboBox, type ComboBoxItem } from '@/shared/ui/combobox';
import { useFormInputs } from './formInputsContext';

export interface ComboBoxInputProps<K extends string | number, Values extends FieldValues = FieldValues> {
  name: FieldPathByValue<Values, K | null>;
  label: string;
  items: readonly ComboBoxItem<K>[];
  /** While the options are still arriving. */
  isLoading?: boolean;
  /** Shown when no option matches, or when the options could not be loaded. */
  emptyText?: string;
  description?: string;
  isRequired?: boolean;
  className?: string;
}

/** One option from a long list, found by typing (a user, a course). */
export function ComboBoxInput<K extends string | number, Values extends FieldValues = FieldValues>({
  name,
  label,
  items,
  isLoading,
  emptyText,
  description,
  isRequired,
  className,
}: ComboBoxInputProps<K, Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ComboBox<K>
          label={label}
          items={items}
          isLoading={isLoading}
          emptyText={emptyText}
          description={description}
          isRequired={isRequired}
          isDisabled={isBusy}
          name={field.name}
          selectedKey={field.value as K | null}
          onSelectionChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={errorText(fieldState.error?.message)}
          className={className}
        />
      )}
    />
  );
}
