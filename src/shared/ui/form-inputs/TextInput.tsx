import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { TextArea } from '@/shared/ui/text-area';
import { TextField, type TextFieldType } from '@/shared/ui/text-field';
import { useFormInputs } from './formInputsContext';

export interface TextInputProps<Values extends FieldValues = FieldValues> {
  name: FieldPathByValue<Values, string | undefined>;
  label: string;
  maxLength: number;
  /** More than one line: a text area with its own counter. */
  rows?: number;
  type?: TextFieldType;
  description?: string;
  placeholder?: string;
  isRequired?: boolean;
  /** A live "n / max" under the field; on unless turned off. */
  showCounter?: boolean;
  /**
   * The direction what is typed reads in every interface language: 'ltr' for a link or a slug, 'rtl'
   * with `lang` for an Arabic title; otherwise the panel's own.
   */
  dir?: 'ltr' | 'rtl';
  lang?: string;
  /** Runs after each change with the new text (a title that a slug follows). */
  onTextChange?(text: string): void;
  className?: string;
}

/** A text of the form, one line or several, with a character counter against its limit. */
export function TextInput<Values extends FieldValues>({
  name,
  label,
  maxLength,
  rows,
  type,
  description,
  placeholder,
  isRequired,
  showCounter = true,
  dir = type === 'url' ? 'ltr' : undefined,
  lang,
  onTextChange,
  className,
}: TextInputProps<Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          label,
          name: field.name,
          value: field.value as string,
          onChange: (text: string) => {
            field.onChange(text);
            onTextChange?.(text);
          },
          onBlur: field.onBlur,
          inputRef: field.ref,
          maxLength,
          placeholder,
          isRequired,
          isDisabled: isBusy,
          errorMessage: errorText(fieldState.error?.message, maxLength),
          className,
        };
        if (rows) return <TextArea {...common} rows={rows} showCounter={showCounter} description={description} />;
        return <TextField {...common} type={type} dir={dir} lang={lang} showCounter={showCounter} description={description} />;
      }}
    />
  );
}
