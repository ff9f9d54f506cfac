import { Controller, type FieldPathByValue } from 'react-hook-form';
import { NumberField } from '@/shared/ui/number-field';
import type { CourseFormValues } from '../../model/schema';
import { useCourseForm } from './formContext';

export interface NumberInputProps {
  name: FieldPathByValue<CourseFormValues, number | null>;
  label: string;
  minValue?: number;
  maxValue?: number;
  description?: string;
  isRequired?: boolean;
  formatOptions?: Intl.NumberFormatOptions;
  className?: string;
}

/** A number of the course form; an emptied field holds null. */
export function NumberInput({ name, label, minValue, maxValue, description, isRequired, formatOptions, className }: NumberInputProps) {
  const { control, isBusy, message } = useCourseForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          label={label}
          name={field.name}
          value={field.value}
          onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          minValue={minValue}
          maxValue={maxValue}
          formatOptions={formatOptions ?? { maximumFractionDigits: 0, useGrouping: false }}
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
