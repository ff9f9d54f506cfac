import { Controller, type FieldPathByValue } from 'react-hook-form';
import { TextArea } from '@/shared/ui/text-area';
import { TextField, type TextFieldType } from '@/shared/ui/text-field';
import type { CourseFormValues } from '../../model/schema';
import { useCourseForm } from './formContext';

export interface TextInputProps {
  name: FieldPathByValue<CourseFormValues, string>;
  label: string;
  maxLength: number;
  /** More than one line: a text area with its own counter. */
  rows?: number;
  type?: TextFieldType;
  description?: string;
  placeholder?: string;
  isRequired?: boolean;
  className?: string;
}

/** A text of the course form, one line or several, with a character counter against its limit. */
export function TextInput({ name, label, maxLength, rows, type, description, placeholder, isRequired, className }: TextInputProps) {
  const { control, isBusy, message } = useCourseForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          label,
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          inputRef: field.ref,
          maxLength,
          placeholder,
          isRequired,
          isDisabled: isBusy,
          errorMessage: message(fieldState.error?.message, maxLength),
          className,
        };
        if (rows) return <TextArea {...common} rows={rows} showCounter description={description} />;
        // Links read left to right in every language.
        return <TextField {...common} type={type} dir={type === 'url' ? 'ltr' : undefined} showCounter description={description} />;
      }}
    />
  );
}
