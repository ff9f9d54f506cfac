import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { RadioGroup } from '@/shared/ui/radio-group';
import { useFormInputs } from './formInputsContext';

export interface ChoiceInputProps<Values extends FieldValues = FieldValues> {
  name: FieldPathByValue<Values, string | null>;
  label: string;
  options: readonly { value: string; label: string }[];
  description?: string;
  isRequired?: boolean;
  /** Called after the choice is stored (e.g. to set other fields from it). */
  onChosen?: (value: string) => void;
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
