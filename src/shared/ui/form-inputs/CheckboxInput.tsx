import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/shared/ui/checkbox';
import { useFormInputs } from './formInputsContext';

export interface CheckboxInputProps<Values extends FieldValues = FieldValues> {
  /** The form value it edits: a boolean, by its react-hook-form path. */
  name: FieldPathByValue<Values, boolean | undefined>;
  /** The words beside the checkbox, also its accessible name. */
  label: string;
  /** Help text under the label, read as the checkbox's description. */
  description?: string;
  /** Extra classes for the outer element, for placement only. */
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
