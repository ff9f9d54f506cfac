import { Controller, get, useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { batchesContract, lessonsContract, uploadsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Checkbox } from '@/shared/ui/checkbox';
import { FileDrop } from '@/shared/ui/file-drop';
import { ChoiceInput, NumberInput, TextInput, useFormInputs } from '@/shared/ui/form-inputs';
import { IconButton } from '@/shared/ui/icon-button';
import { TrashIcon } from '@/shared/ui/trash-icon';
import { batchSpecText as specText } from '../model/useBatchContentForm';
import type { EntryPath, Values } from './formPaths';

const { BATCH_LIMITS: L, BATCH_MESSAGES: M } = batchesContract;
const { ASSIGNMENT_CONTENT_TYPES, ASSIGNMENT_TYPES } = lessonsContract;
const DIMENSIONS = { minWidth: L.minWidth, maxWidth: L.maxWidth, minHeight: L.minHeight, maxHeight: L.maxHeight } as const;

/**
 * An assignment of the batch: its number, what the learner is given (a text, or images) and how the
 * learner may answer (at least one of text, audio, image). Changing the content clears the text and images.
 */
export function AssignmentFields({ path }: { path: EntryPath }) {
  const { t } = useTranslation('batch-contents');
  const { control, setValue } = useFormContext<Values>();
  const contentType = useWatch({ control, name: `${path}.contentType` });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberInput<Values> name={`${path}.assignmentNumber`} label={t('assignment.number')} minValue={1} maxValue={L.maxAssignmentNumber} isRequired />
        <ChoiceInput<Values>
          name={`${path}.contentType`}
          label={t('assignment.contentType')}
          options={ASSIGNMENT_CONTENT_TYPES.map((value) => ({ value, label: t(`assignment.contentTypes.${value}`) }))}
          onChosen={() => {
            setValue(`${path}.value`, '');
            setValue(`${path}.images`, []);
          }}
          isRequired
        />
      </div>
      {contentType === 'TEXT' && <TextInput<Values> name={`${path}.value`} label={t('assignment.value')} rows={3} maxLength={L.value} isRequired />}
      {contentType === 'IMAGE' && <AssignmentImages path={path} />}
      <AnswerTypes path={path} />
    </div>
  );
}

function AnswerTypes({ path }: { path: EntryPath }) {
  const { t } = useTranslation('batch-contents');
  const { control } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name={`${path}.type`}
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error?.message);
        return (
          <fieldset className="flex flex-col gap-2" data-invalid={error ? true : undefined}>
            <legend className="mb-1 text-sm font-medium text-ink">
              {t('assignment.type')} <span aria-hidden="true">*</span>
            </legend>
            <div className="flex flex-wrap gap-4">
              {ASSIGNMENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  isSelected={field.value.includes(type)}
                  isDisabled={isBusy}
                  onChange={(selected) => field.onChange(selected ? [...field.value, type] : field.value.filter((item) => item !== type))}
                >
                  {t(`assignment.types.${type}`)}
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

/** The images the learner is given: each checked when chosen (under 1 MB, 50–1500 px wide, 20–1200 px high), uploaded on Save. */
function AssignmentImages({ path }: { path: EntryPath }) {
  const { t } = useTranslation('batch-contents');
  const { control, formState } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.images` });
  const error = errorText((get(formState.errors, `${path}.images`) as FieldError | undefined)?.message);
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
      {fields.length < L.images && (
        <FileDrop
          key={fields.length}
          label={t('assignment.addImage')}
          accept={[...uploadsContract.UPLOAD_RULES.LESSON_IMAGE_PRIVATE.mimeTypes]}
          maxBytes={L.imageBytes}
          tooLargeMessage={specText(M.imageTooLarge)}
          dimensions={DIMENSIONS}
          dimensionMessage={({ width }) => specText(width < L.minWidth || width > L.maxWidth ? M.imageWidth : M.imageHeight) ?? ''}
          onChange={(file) => file && append({ key: null, url: null, file })}
          isDisabled={isBusy}
          errorMessage={error}
        />
      )}
    </div>
  );
}
