import { Controller, get, useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { lessonsContract } from '@/shared/api';
import { Checkbox } from '@/shared/ui/checkbox';
import { ChoiceInput, NumberInput, TextInput, useFormInputs } from '@/shared/ui/form-inputs';
import { IconButton } from '@/shared/ui/icon-button';
import { TrashIcon } from '@/shared/ui/trash-icon';
import type { LessonFormValues } from '../model/draft';
import { useLessonForm, type LessonPath } from './formContext';
import { LessonImageDrop } from './LessonImageDrop';

const { ASSIGNMENT_CONTENT_TYPES, ASSIGNMENT_TYPES, LESSON_LIMITS } = lessonsContract;

/**
 * An assignment: its number, what the learner is given (a text, or images) and how the learner may
 * answer (at least one of text, audio, image). Changing the content clears the text and the images.
 */
export function AssignmentBlock({ path }: { path: LessonPath }) {
  const { t, control, setValue } = useLessonForm();
  const contentType = useWatch({ control, name: `${path}.assignment.contentType` });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberInput<LessonFormValues> name={`${path}.number`} label={t('assignment.number')} minValue={1} maxValue={LESSON_LIMITS.maxAssignmentNumber} isRequired />
        <ChoiceInput<LessonFormValues>
          name={`${path}.assignment.contentType`}
          label={t('assignment.content')}
          options={ASSIGNMENT_CONTENT_TYPES.map((value) => ({ value, label: t(`assignment.contentTypes.${value}`) }))}
          onChosen={() => {
            setValue(`${path}.assignment.value`, '');
            setValue(`${path}.assignment.images`, []);
          }}
          isRequired
        />
      </div>
      <AnswerTypes path={path} />
      {contentType === 'TEXT' && (
        <TextInput<LessonFormValues> name={`${path}.assignment.value`} label={t('assignment.text')} rows={4} maxLength={LESSON_LIMITS.assignmentText} isRequired />
      )}
      {contentType === 'IMAGE' && <AssignmentImages path={path} />}
    </div>
  );
}

function AnswerTypes({ path }: { path: LessonPath }) {
  const { t, control, isBusy } = useLessonForm();
  const { errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={`${path}.assignment.type`}
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error?.message);
        return (
          <fieldset className="flex flex-col gap-2" data-invalid={error ? true : undefined}>
            <legend className="mb-1 text-sm font-medium text-ink">
              {t('assignment.types')} <span aria-hidden="true">*</span>
            </legend>
            <div className="flex flex-wrap gap-4">
              {ASSIGNMENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  isSelected={field.value.includes(type)}
                  isDisabled={isBusy}
                  onChange={(selected) => field.onChange(selected ? [...field.value, type] : field.value.filter((item) => item !== type))}
                >
                  {t(`assignment.answerTypes.${type}`)}
                </Checkbox>
              ))}
            </div>
            {error && (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

function AssignmentImages({ path }: { path: LessonPath }) {
  const { t, control, isBusy, progressOf, formState } = useLessonForm();
  const { errorText } = useFormInputs();
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.assignment.images` });
  const error = errorText((get(formState.errors, `${path}.assignment.images`) as FieldError | undefined)?.message);
  return (
    <div className="flex flex-col gap-3" data-invalid={error ? true : undefined}>
      {fields.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={t('assignment.images')}>
          {fields.map((image, index) => (
            <li key={image.id} className="flex items-center gap-2 rounded-control border border-border bg-surface p-2">
              <img
                src={image.file ? URL.createObjectURL(image.file) : (image.url ?? '')}
                alt={t('assignment.imageAlt', { number: index + 1 })}
                className="size-16 rounded-control object-cover"
              />
              {image.file && progressOf(image.file) !== undefined && <span className="text-xs text-ink-muted">{progressOf(image.file)}%</span>}
              <IconButton
                label={t('assignment.removeImage', { number: index + 1 })}
                icon={<TrashIcon />}
                variant="danger"
                size="sm"
                isDisabled={isBusy}
                onPress={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      )}
      {fields.length < LESSON_LIMITS.assignmentImages && (
        <LessonImageDrop
          key={fields.length}
          kind="assignment"
          label={t('assignment.addImage')}
          onChange={(file) => file && append({ path: null, url: null, file })}
          errorMessage={error}
        />
      )}
    </div>
  );
}
