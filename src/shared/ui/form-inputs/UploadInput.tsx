import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FileDrop, type FileDropProps, type FileDropValue } from '@/shared/ui/file-drop';
import { useFormInputs } from './formInputsContext';

export interface UploadInputProps<Values extends FieldValues = FieldValues>
  extends Omit<FileDropProps, 'value' | 'onChange' | 'errorMessage' | 'isDisabled'> {
  /** The form value: the file chosen, or null while the record keeps the one it has. */
  name: FieldPathByValue<Values, File | null | undefined>;
  /** The file the record already has. */
  current?: FileDropValue | null;
}

/**
 * A file of the form (a picture, a recording), checked against its type, size and dimensions as soon as
 * it is chosen; the form uploads it on Save and sends the stored file's key.
 */
export function UploadInput<Values extends FieldValues>({ name, current, ...drop }: UploadInputProps<Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        // The wrapper carries the invalid mark so a refused Save can move focus here.
        <div data-invalid={fieldState.error ? true : undefined}>
          <FileDrop {...drop} value={current} onChange={field.onChange} isDisabled={isBusy} errorMessage={errorText(fieldState.error?.message)} />
        </div>
      )}
    />
  );
}
