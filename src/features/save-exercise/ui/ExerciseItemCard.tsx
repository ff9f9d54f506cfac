import { exercisesContract } from '@/shared/api';
import { SelectInput, TextInput } from '@/shared/ui/form-inputs';
import { Button } from '@/shared/ui/button';
import type { ExerciseFormValues } from '../model/draft';
import { useExerciseForm } from './formContext';
import { ItemImages } from './ItemImages';
import { ItemTypes } from './ItemTypes';

const { EXERCISE_CONTENTS, EXERCISE_LIMITS: L } = exercisesContract;
type Content = exercisesContract.ExerciseContent;

export interface ExerciseItemCardProps {
  index: number;
  onRemove?: () => void;
}

/** One item: what it shows (text, pictures or nothing), its title, description and letter, and its answer types. */
export function ExerciseItemCard({ index, onRemove }: ExerciseItemCardProps) {
  const { t, watch, isBusy } = useExerciseForm();
  const path = `content.${index}` as const;
  const content = watch(`${path}.type`);
  return (
    <section aria-labelledby={`exercise-item-${index}`} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`exercise-item-${index}`} className="text-lg font-semibold text-ink">
          {t('item.heading', { number: index + 1 })}
        </h2>
        {onRemove && (
          <Button size="sm" variant="danger" isDisabled={isBusy} onPress={onRemove}>
            {t('item.remove', { number: index + 1 })}
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput<Content, ExerciseFormValues>
          name={`${path}.type`}
          label={t('item.content')}
          placeholder={t('item.contentPlaceholder')}
          items={EXERCISE_CONTENTS.map((id) => ({ id, label: t(`contents.${id}`) }))}
          isRequired
        />
        <TextInput<ExerciseFormValues> name={`${path}.character`} label={t('item.character')} maxLength={L.character} dir="rtl" lang="ar" />
        <TextInput<ExerciseFormValues> className="sm:col-span-2" name={`${path}.title`} label={t('item.title')} maxLength={L.title} isRequired />
        <TextInput<ExerciseFormValues> className="sm:col-span-2" name={`${path}.description`} label={t('item.description')} maxLength={L.description} rows={3} isRequired />
      </div>
      {content === 'IMAGE' && <ItemImages path={path} />}
      <ItemTypes path={path} />
    </section>
  );
}
