import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from '@/shared/ui/date-picker';
import { useFormInputs } from './formInputsContext';

export interface DateInputProps<Values extends FieldValues = FieldValues> {
  /** The form value: a day as 'YYYY-MM-DD', or null while none is chosen. */
  name: FieldPathByValue<Values, string | null>;
  /** The field's visible name, also its accessible name. */
  label: string;
  /** How the day is typed and shown; 'iso' writes YYYY-MM-DD in every language, as the spec does. */
  inputFormat?: DatePickerProps['inputFormat'];
  /** The earliest day offered (an expiry starts at its start date). */
  minValue?: string;
  /** Shows an asterisk by the label and tells screen readers the field is required; the form does the checking. */
  isRequired?: boolean;
}

/** A day of the form, chosen from a calendar or typed. */
export function DateInput<Values extends FieldValues>({ name, label, inputFormat, minValue, isRequired }: DateInputProps<Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          inputFormat={inputFormat}
          isRequired={isRequired}
          isDisabled={isBusy}
          minValue={minValue}
          name={field.name}
          value={field.value as string | null}
          onChange={field.onChange}
          errorMessage={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}
