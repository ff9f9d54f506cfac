import { useFieldArray } from 'react-hook-form';
import { exercisesContract, uploadsContract } from '@/shared/api';
import { FileDrop } from '@/shared/ui/file-drop';
import { useFormInputs } from '@/shared/ui/form-inputs';
import { IconButton } from '@/shared/ui/icon-button';
import { showToast } from '@/shared/ui/toast';
import { TrashIcon } from '@/shared/ui/trash-icon';
import { useExerciseForm, type ItemPath } from './formContext';

const { EXERCISE_LIMITS: L, imageTooLargeText } = exercisesContract;

/** The pictures of an IMAGE item, each under 10 MB; they are uploaded when the form is saved. */
export function ItemImages({ path }: { path: ItemPath }) {
  const { t, control, isBusy, progressOf, getFieldState, formState } = useExerciseForm();
  const { errorText } = useFormInputs();
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.images` });
  const error = errorText(getFieldState(`${path}.images`, formState).error?.message);
  return (
    <div className="flex flex-col gap-3" data-invalid={error ? true : undefined}>
      {fields.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={t('item.images')}>
          {fields.map((image, index) => (
            <li key={image.id} className="flex items-center gap-2 rounded-control border border-border bg-surface p-2">
              <img
                src={image.file ? URL.createObjectURL(image.file) : (image.url ?? '')}
                alt={t('item.imageAlt', { number: index + 1 })}
                className="size-16 rounded-control object-cover"
              />
              {image.file && progressOf(image.file) !== undefined && <span className="text-xs text-ink-muted">{progressOf(image.file)}%</span>}
              <IconButton
                label={t('item.removeImage', { number: index + 1 })}
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
          label={t('item.addImage')}
          accept={[...uploadsContract.UPLOAD_RULES.LESSON_IMAGE.mimeTypes]}
          maxBytes={L.imageBytes}
          tooLargeMessage={t('server-messages:exercise.imageTooLarge', { n: L.imageMegabytes, defaultValue: imageTooLargeText() })}
          onRefuse={(message) => showToast({ tone: 'danger', title: message })}
          onChange={(file) => file && append({ path: null, url: null, file })}
          isDisabled={isBusy}
          errorMessage={error}
          isRequired
        />
      )}
    </div>
  );
}
