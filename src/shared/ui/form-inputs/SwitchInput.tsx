import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from '@/shared/ui/switch';
import { useFormInputs } from './formInputsContext';

export interface SwitchInputProps<Values extends FieldValues = FieldValues> {
  /** The form value it edits: a boolean, by its react-hook-form path. */
  name: FieldPathByValue<Values, boolean>;
  /** The words beside the switch, saying what turns on or off; also its accessible name. */
  label: string;
  /** Help text under the label, read as the switch's description. */
  description?: string;
}

/** An on/off setting of the form that shows or hides the fields it governs (online, repeating). */
export function SwitchInput<Values extends FieldValues>({ name, label, description }: SwitchInputProps<Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy } = useFormInputs();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch name={field.name} isSelected={Boolean(field.value)} onChange={field.onChange} onBlur={field.onBlur} isDisabled={isBusy} description={description} inputRef={field.ref}>
          {label}
        </Switch>
      )}
    />
  );
}
