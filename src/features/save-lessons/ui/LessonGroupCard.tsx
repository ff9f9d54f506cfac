import { memo } from 'react';
import { get, useFieldArray, useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import { lessonsContract } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { SortableList } from '@/shared/ui/sortable-list';
import { TrashIcon } from '@/shared/ui/trash-icon';
import { emptyLesson, type LessonFormValues } from '../model/draft';
import { useLessonForm } from './formContext';
import { LessonCard, type LessonCardProps } from './LessonCard';

/**
 * A lesson's card renders again only when it moves or can no longer be removed: a keystroke in one
 * lesson then redraws that lesson's fields, not its whole group's. Its remove handler is left out of
 * the comparison, as the one for the same place removes the same lesson.
 */
const SteadyLessonCard = memo(
  LessonCard,
  (before: LessonCardProps, after: LessonCardProps) =>
    before.path === after.path &&
    before.number === after.number &&
    before.startsOpen === after.startsOpen &&
    Boolean(before.onRemove) === Boolean(after.onRemove),
);

export interface LessonGroupCardProps {
  index: number;
  onRemove?(): void;
}

/** A group of lessons: their order (dragged, or moved with the keyboard) and each lesson's card. */
export function LessonGroupCard({ index, onRemove }: LessonGroupCardProps) {
  const { t, control, isBusy, isTree, canRemoveSaved, openLessonId, getValues, formState } = useLessonForm();
  const { fields, append, remove, move } = useFieldArray({ control, name: `lessonGroups.${index}.lessons` });
  // Only the names are watched (for the order list): the rest of a lesson is its own card's business.
  const names = useWatch({ control, name: fields.map((_, position) => `lessonGroups.${index}.lessons.${position}.name`) as FieldPath<LessonFormValues>[] }) as (string | undefined)[];
  const group = index + 1;
  // Read from the errors alone: asking for the field's whole state would also subscribe the form to its
  // dirty and touched fields, and redraw every lesson at the first keystroke and the first blur.
  const listError = get(formState.errors, `lessonGroups.${index}.lessons`) as FieldError | undefined;
  const nameOf = (position: number) => names[position] || t('form.untitled', { number: `${group}.${position + 1}` });
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
          // A lesson's id changes only when the form is filled anew, which renders the group again.
          const savedId = getValues(`lessonGroups.${index}.lessons.${position}.id`);
          const isSaved = savedId != null;
          const removable = isTree && (!isSaved || canRemoveSaved);
          return (
            <SteadyLessonCard
              key={field.id}
              path={`lessonGroups.${index}.lessons.${position}`}
              number={`${group}.${position + 1}`}
              // A tree's saved lessons start folded, so a long sub-part opens fast; new ones are being written.
              startsOpen={!isTree || !isSaved || savedId === openLessonId}
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
