import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { RadioGroup } from '@/shared/ui/radio-group';
import { useFormInputs } from './formInputsContext';

export interface YesNoInputProps<Values extends FieldValues = FieldValues> {
  /** The form value it edits: true for Yes, false for No, null while unanswered, by its react-hook-form path. */
  name: FieldPathByValue<Values, boolean | null>;
  /** The question, as the group's visible name and accessible name. */
  label: string;
  /** Help text under the options, read as the group's description. */
  description?: string;
  /** Called after the answer is stored (e.g. yes then offers a first row). */
  onAnswered?: (answer: boolean) => void;
  /** Extra classes for the outer element, for placement only. */
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
