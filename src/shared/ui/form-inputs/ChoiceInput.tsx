import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { RadioGroup } from '@/shared/ui/radio-group';
import { useFormInputs } from './formInputsContext';

export interface ChoiceInputProps<Values extends FieldValues = FieldValues> {
  /** The form value it edits: the chosen option's `value`, or null, by its react-hook-form path. */
  name: FieldPathByValue<Values, string | null>;
  /** The group's visible name, also its accessible name. */
  label: string;
  /** The choices, in order, set in a row: the `value` stored and the `label` shown. */
  options: readonly { value: string; label: string }[];
  /** Help text under the options, read as the group's description. */
  description?: string;
  /** Shows an asterisk by the label and tells screen readers a choice is needed; the form does the checking. */
  isRequired?: boolean;
  /** Called after the choice is stored (e.g. to set other fields from it). */
  onChosen?: (value: string) => void;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
}

/** One of a few options, all visible (a type, an access, a price type…). */
export function ChoiceInput<Values extends FieldValues>({
  name,
  label,
  options,
  description,
  isRequired,
  onChosen,
  className,
}: ChoiceInputProps<Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          label={label}
          options={options}
          orientation="horizontal"
          name={field.name}
          value={field.value as string | null}
          onChange={(value) => {
            field.onChange(value);
            onChosen?.(value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
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
