import { useFieldArray, useWatch } from 'react-hook-form';
import { lessonsContract } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { SortableList } from '@/shared/ui/sortable-list';
import { TrashIcon } from '@/shared/ui/trash-icon';
import { emptyLesson } from '../model/draft';
import { useLessonForm } from './formContext';
import { LessonCard } from './LessonCard';

export interface LessonGroupCardProps {
  index: number;
  onRemove?(): void;
}

/** A group of lessons: their order (dragged, or moved with the keyboard) and each lesson's card. */
export function LessonGroupCard({ index, onRemove }: LessonGroupCardProps) {
  const { t, control, isBusy, isTree, canRemoveSaved, getFieldState, formState } = useLessonForm();
  const { fields, append, remove, move } = useFieldArray({ control, name: `lessonGroups.${index}.lessons` });
  const lessons = useWatch({ control, name: `lessonGroups.${index}.lessons` });
  const group = index + 1;
  const listError = getFieldState(`lessonGroups.${index}.lessons`, formState).error;
  const nameOf = (position: number) => lessons?.[position]?.name || t('form.untitled', { number: `${group}.${position + 1}` });
  return (
    <section className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4" aria-labelledby={`lesson-group-${group}`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`lesson-group-${group}`} className="text-base font-semibold text-ink">
          {t('form.group', { number: group })}
        </h2>
        {onRemove && <IconButton label={t('form.removeGroup', { number: group })} icon={<TrashIcon />} variant="danger" size="sm" isDisabled={isBusy} onPress={onRemove} />}
      </div>
      {isTree && fields.length > 1 && (
        <SortableList
          label={t('form.lessonOrder', { number: group })}
          items={fields.map((field, position) => ({ id: field.id, label: `${position + 1}. ${nameOf(position)}` }))}
          onMove={move}
          handleLabel={(item) => t('form.moveItem', { name: item.label })}
          isDisabled={isBusy}
        />
      )}
      {listError?.message && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t(`server-messages:lesson.noLessons`, { defaultValue: listError.message })}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {fields.map((field, position) => {
          const isSaved = lessons?.[position]?.id != null;
          const removable = isTree && (!isSaved || canRemoveSaved);
          return (
            <LessonCard
              key={field.id}
              path={`lessonGroups.${index}.lessons.${position}`}
              number={`${group}.${position + 1}`}
              onRemove={removable ? () => remove(position) : undefined}
            />
          );
        })}
      </ol>
      {isTree && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          isDisabled={isBusy || fields.length >= lessonsContract.LESSON_LIMITS.lessons}
          onPress={() => append(emptyLesson())}
        >
          {t('form.addLesson', { number: group })}
        </Button>
      )}
    </section>
  );
}
