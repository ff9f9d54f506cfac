import { Controller, type FieldPathByValue } from 'react-hook-form';
import { RadioGroup } from '@/shared/ui/radio-group';
import type { CourseFormValues } from '../../model/schema';
import { useCourseForm } from './formContext';

export interface ChoiceInputProps {
  name: FieldPathByValue<CourseFormValues, string | null>;
  label: string;
  options: readonly { value: string; label: string }[];
  description?: string;
  isRequired?: boolean;
  /** Called after the choice is stored (e.g. BASIC then forces the subtype). */
  onChosen?: (value: string) => void;
  className?: string;
}

/** One of a few options, all visible (course type, access, price type…). */
export function ChoiceInput({ name, label, options, description, isRequired, onChosen, className }: ChoiceInputProps) {
  const { control, isBusy, message } = useCourseForm();
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
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onChosen?.(value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          description={description}
          isRequired={isRequired}
          isDisabled={isBusy}
          errorMessage={message(fieldState.error?.message)}
          className={className}
        />
      )}
    />
  );
}
