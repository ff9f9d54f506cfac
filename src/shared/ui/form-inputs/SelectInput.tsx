import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Select } from '@/shared/ui/select';
import { useFormInputs } from './formInputsContext';

export interface SelectInputProps<K extends string | number, Values extends FieldValues = FieldValues> {
  /** The form value it edits: the chosen option's id, or null, by its react-hook-form path. */
  name: FieldPathByValue<Values, K | null>;
  /** The field's visible name; with the chosen option, it is also the button's accessible name. */
  label: string;
  /** The options, in the order listed: the `id` stored and the `label` shown. */
  items: readonly { id: K; label: string }[];
  /** Shown while nothing is chosen; "Select an option" when omitted. */
  placeholder?: string;
  /** Help text under the field, read as the button's description. */
  description?: string;
  /** Shows an asterisk by the label and tells screen readers a choice is needed; the form does the checking. */
  isRequired?: boolean;
  /** Extra classes for the outer element, for placement only. */
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
