import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { TextArea } from '@/shared/ui/text-area';
import { TextField, type TextFieldType } from '@/shared/ui/text-field';
import { useFormInputs } from './formInputsContext';

export interface TextInputProps<Values extends FieldValues = FieldValues> {
  /** The form value it edits: the text, by its react-hook-form path. */
  name: FieldPathByValue<Values, string | undefined>;
  /** The field's visible name, also its accessible name. */
  label: string;
  /** The most characters that can be typed; the counter counts towards it, and a message may name it. */
  maxLength: number;
  /** More than one line: a text area with its own counter. */
  rows?: number;
  /** The one-line input's type: text (the default), email, password, search, url (typed left to right) or tel; ignored with `rows`. */
  type?: TextFieldType;
  /** Help text under the field, read as the input's description. */
  description?: string;
  /** Shown in the empty field; never in place of the label. */
  placeholder?: string;
  /** Shows an asterisk by the label and tells screen readers the field is required; the form does the checking. */
  isRequired?: boolean;
  /** A live "n / max" under the field; on unless turned off. */
  showCounter?: boolean;
  /**
   * The direction what is typed reads in every interface language: 'ltr' for a link or a slug, 'rtl'
   * with `lang` for an Arabic title; otherwise the panel's own.
   */
  dir?: 'ltr' | 'rtl';
  /** The language of what is typed, e.g. 'ar' with `dir` 'rtl'; one-line fields only. */
  lang?: string;
  /** Runs after each change with the new text (a title that a slug follows). */
  onTextChange?: (text: string) => void;
  /** Extra classes for the outer element, for placement only. */
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
