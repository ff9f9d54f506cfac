import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { TextField } from '@/shared/ui/text-field';

export interface RecordTextFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPathByValue<Values, string | undefined>;
  label: string;
  maxLength: number;
  isRequired?: boolean;
  isDisabled: boolean;
  description?: string;
  /** What is typed reads left to right in every language (a slug). */
  isLeftToRight?: boolean;
  /** The field's message in the panel's language (`specTextOf`). */
  errorText(message: string | undefined): string | undefined;
  /** Runs after each change with the new text (a title that a slug follows). */
  onTextChange?(text: string): void;
}

/** One text of a resource's form, bound to its react-hook-form field, with the field's message under it. */
export function RecordTextField<Values extends FieldValues>({
  control,
  name,
  label,
  maxLength,
  isRequired,
  isDisabled,
  description,
  isLeftToRight,
  errorText,
  onTextChange,
}: RecordTextFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          description={description}
          isRequired={isRequired}
          maxLength={maxLength}
          isDisabled={isDisabled}
          dir={isLeftToRight ? 'ltr' : undefined}
          name={field.name}
          value={field.value as string | undefined}
          onChange={(text) => {
            field.onChange(text);
            onTextChange?.(text);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}
