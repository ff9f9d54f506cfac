import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { DateTimePicker } from '@/shared/ui/date-time-picker';
import { useFormInputs } from './formInputsContext';

export interface DateTimeInputProps<Values extends FieldValues = FieldValues> {
  /** The form value: a wall-clock moment 'YYYY-MM-DDTHH:mm:ss' (no time zone), or null while none is chosen. */
  name: FieldPathByValue<Values, string | null>;
  /** The field's visible name, also its accessible name. */
  label: string;
  /** Said under the field (the time zone the moment is in). */
  description?: string;
  /** Shows an asterisk by the label and tells screen readers the field is required; the form does the checking. */
  isRequired?: boolean;
}

/** A date and time of the form, chosen from a calendar with a time field or typed. */
export function DateTimeInput<Values extends FieldValues>({ name, label, description, isRequired }: DateTimeInputProps<Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={label}
          description={description}
          isRequired={isRequired}
          isDisabled={isBusy}
          name={field.name}
          value={field.value as string | null}
          onChange={field.onChange}
          errorMessage={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}
