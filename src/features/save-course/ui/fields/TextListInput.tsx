import { useFieldArray, type FieldArrayPathByValue } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { TrashIcon } from '@/shared/ui/trash-icon';
import type { CourseFormValues } from '../../model/schema';
import { useCourseForm } from './formContext';
import { TextInput } from './TextInput';

export interface TextListInputProps {
  name: FieldArrayPathByValue<CourseFormValues, { value: string }[]>;
  /** The list's title, e.g. 'Benefits'. */
  label: string;
  /** One line's label with its number, e.g. 'Benefit {{number}}'. */
  itemLabel: (number: number) => string;
  addLabel: string;
  removeLabel: (number: number) => string;
  emptyText: string;
  maxLength: number;
}

/** A list of short texts (benefits, subscription details, objectives): one line each, added and removed freely. */
export function TextListInput({ name, label, itemLabel, addLabel, removeLabel, emptyText, maxLength }: TextListInputProps) {
  const { control, isBusy } = useCourseForm();
  const { fields, append, remove } = useFieldArray({ control, name });
  const isFull = fields.length >= coursesContract.COURSE_LIMITS.listItems;
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
      <Button variant="secondary" size="sm" className="self-start" isDisabled={isBusy || isFull} onPress={() => append({ value: '' })}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
