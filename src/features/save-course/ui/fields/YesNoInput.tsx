import { Controller, type FieldPathByValue } from 'react-hook-form';
import { RadioGroup } from '@/shared/ui/radio-group';
import type { CourseFormValues } from '../../model/schema';
import { useCourseForm } from './formContext';

export interface YesNoInputProps {
  name: FieldPathByValue<CourseFormValues, boolean | null>;
  label: string;
  description?: string;
  /** Called after the answer is stored (e.g. yes then offers a first row). */
  onAnswered?: (answer: boolean) => void;
  className?: string;
}

/** A question the course form needs answered: Yes or No, nothing chosen at first. */
export function YesNoInput({ name, label, description, onAnswered, className }: YesNoInputProps) {
  const { control, isBusy, t, message } = useCourseForm();
  const options = [
    { value: 'yes', label: t('options.yes') },
    { value: 'no', label: t('options.no') },
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
          errorMessage={message(fieldState.error?.message)}
          className={className}
        />
      )}
    />
  );
}
