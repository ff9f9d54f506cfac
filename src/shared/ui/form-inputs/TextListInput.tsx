import { useFieldArray, useFormContext, type FieldArray, type FieldArrayPathByValue, type FieldValues } from 'react-hook-form';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { TrashIcon } from '@/shared/ui/trash-icon';
import { useFormInputs } from './formInputsContext';
import { TextInput } from './TextInput';

/** One line of a text list, as the form keeps it. */
export interface TextLine {
  value: string;
}

export interface TextListInputProps<Values extends FieldValues = FieldValues> {
  /** The form value it edits: a list of `{ value }` lines, by its react-hook-form field-array path. */
  name: FieldArrayPathByValue<Values, TextLine[]>;
  /** The list's title, e.g. 'Benefits'. */
  label: string;
  /** One line's label with its number, e.g. 'Benefit {{number}}'. */
  itemLabel: (number: number) => string;
  /** The words of the button that adds an empty line, e.g. 'Add benefit'. */
  addLabel: string;
  /** Names a line's delete button by the line's number, e.g. 'Remove benefit 2'. */
  removeLabel: (number: number) => string;
  /** Shown while the list has no lines, e.g. 'No benefits listed.'. */
  emptyText: string;
  /** The most characters each line can hold. */
  maxLength: number;
  /** How many lines the list may hold; Add is disabled once it is full. */
  maxItems?: number;
}

/** A list of short texts (benefits, details, objectives): one line each, added and removed freely. */
export function TextListInput<Values extends FieldValues>({
  name,
  label,
  itemLabel,
  addLabel,
  removeLabel,
  emptyText,
  maxLength,
  maxItems = Infinity,
}: TextListInputProps<Values>) {
  const { control } = useFormContext<Values>();
  const { isBusy } = useFormInputs();
  const { fields, append, remove } = useFieldArray({ control, name });
  const isFull = fields.length >= maxItems;
  // The name points at a list of lines, so an empty line is one of its items.
  const emptyLine = { value: '' } satisfies TextLine as FieldArray<Values, typeof name>;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">{label}</legend>
      {fields.length === 0 && <p className="text-sm text-ink-muted">{emptyText}</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((item, index) => (
          <li key={item.id} className="flex items-start gap-2">
            <TextInput
              name={`${name}.${index}.value`}
              label={itemLabel(index + 1)}
              maxLength={maxLength}
              rows={2}
              isRequired
              className="flex-1"
            />
            <IconButton
              label={removeLabel(index + 1)}
              icon={<TrashIcon />}
              variant="danger"
              isDisabled={isBusy}
              onPress={() => remove(index)}
              className="mt-6"
            />
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" className="self-start" isDisabled={isBusy || isFull} onPress={() => append(emptyLine)}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
