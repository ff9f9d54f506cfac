import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { RadioGroup } from '@/shared/ui/radio-group';
import { useFormInputs } from './formInputsContext';

export interface YesNoInputProps<Values extends FieldValues = FieldValues> {
  name: FieldPathByValue<Values, boolean | null>;
  label: string;
  description?: string;
  /** Called after the answer is stored (e.g. yes then offers a first row). */
  onAnswered?: (answer: boolean) => void;
  className?: string;
}

/** A question the form needs answered: Yes or No, nothing chosen at first. */
export function YesNoInput<Values extends FieldValues>({ name, label, description, onAnswered, className }: YesNoInputProps<Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  const { t } = useTranslation('ui-forms');
  const options = [
    { value: 'yes', label: t('yesNo.yes') },
    { value: 'no', label: t('yesNo.no') },
  ];
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
          value={field.value === null ? null : field.value ? 'yes' : 'no'}
          onChange={(value) => {
            field.onChange(value === 'yes');
            onAnswered?.(value === 'yes');
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          description={description}
          isRequired
          isDisabled={isBusy}
          errorMessage={errorText(fieldState.error?.message)}
          className={className}
        />
      )}
    />
  );
}
