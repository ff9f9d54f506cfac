import { Controller, type FieldPathByValue } from 'react-hook-form';
import { Select } from '@/shared/ui/select';
import type { CourseFormValues } from '../../model/schema';
import { useCourseForm } from './formContext';

export interface SelectInputProps<K extends string | number> {
  name: FieldPathByValue<CourseFormValues, K | null>;
  label: string;
  items: readonly { id: K; label: string }[];
  placeholder?: string;
  description?: string;
  isRequired?: boolean;
  className?: string;
}

/** One option from a list that needs no search (timezone, frequency, rating, content type). */
export function SelectInput<K extends string | number>({ name, label, items, placeholder, description, isRequired, className }: SelectInputProps<K>) {
  const { control, isBusy, message } = useCourseForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select<K>
          label={label}
          items={items}
          name={field.name}
          selectedKey={field.value as K | null}
          onSelectionChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          placeholder={placeholder}
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
