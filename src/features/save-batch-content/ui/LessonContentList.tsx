import { useFieldArray, useFormContext } from 'react-hook-form';
import { batchesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { useFormInputs } from '@/shared/ui/form-inputs';
import { emptyEntry } from '../model/draft';
import type { Values } from './formPaths';
import { LessonContentCard } from './LessonContentCard';

/** The batch's lesson contents in order, each removable, and a button adding one more. */
export function LessonContentList({ lessons }: { lessons: readonly batchesContract.CourseLesson[] }) {
  const { t } = useTranslation('batch-contents');
  const { control } = useFormContext<Values>();
  const { isBusy } = useFormInputs();
  const { fields, append, remove } = useFieldArray({ control, name: 'lessonContents' });
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('form.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t('form.entries')}>
          {fields.map((field, index) => (
            <li key={field.id}>
              <LessonContentCard index={index} lessons={lessons} onRemove={() => remove(index)} />
            </li>
          ))}
        </ol>
      )}
      {fields.length < batchesContract.BATCH_LIMITS.entries && (
        <div>
          <Button variant="secondary" onPress={() => append(emptyEntry())} isDisabled={isBusy}>
            {t('form.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
