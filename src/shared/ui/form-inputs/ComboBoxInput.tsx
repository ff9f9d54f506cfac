import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ComboBox, type ComboBoxItem } from '@/shared/ui/combobox';
import { useFormInputs } from './formInputsContext';

export interface ComboBoxInputProps<K extends string | number, Values extends FieldValues = FieldValues> {
  /** The form value it edits: the chosen option's id, or null, by its react-hook-form path. */
  name: FieldPathByValue<Values, K | null>;
  /** The field's visible name, also its accessible name. */
  label: string;
  /** The options: an id, the words shown and searched, and whether it can be chosen. */
  items: readonly ComboBoxItem<K>[];
  /** While the options are still arriving. */
  isLoading?: boolean;
  /** Shown when no option matches, or when the options could not be loaded. */
  emptyText?: string;
  /** Help text under the field, read as the input's description. */
  description?: string;
  /** Shows an asterisk by the label and tells screen readers a choice is needed; the form does the checking. */
  isRequired?: boolean;
  /** Extra classes for the outer element, for placement only. */
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
