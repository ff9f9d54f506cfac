import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/shared/ui/checkbox';
import { useFormInputs } from './formInputsContext';

export interface CheckboxInputProps<Values extends FieldValues = FieldValues> {
  name: FieldPathByValue<Values, boolean | undefined>;
  label: string;
  description?: string;
  className?: string;
}

/** A yes-or-no setting of the form that starts answered (a group is local or not): a labelled checkbox. */
export function CheckboxInput<Values extends FieldValues>({ name, label, description, className }: CheckboxInputProps<Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          isSelected={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isDisabled={isBusy}
          description={description}
          errorMessage={errorText(fieldState.error?.message)}
          className={className}
        >
          {label}
        </Checkbox>
      )}
    />
  );
}
