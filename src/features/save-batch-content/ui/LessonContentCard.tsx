import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { lessonsContract, type batchesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ComboBox } from '@/shared/ui/combobox';
import { SelectInput, useFormInputs } from '@/shared/ui/form-inputs';
import { IconButton } from '@/shared/ui/icon-button';
import { TrashIcon } from '@/shared/ui/trash-icon';
import { AssignmentFields } from './AssignmentFields';
import type { EntryPath, Values } from './formPaths';
import { LiveFields } from './LiveFields';
import { VideoFields } from './VideoFields';

export interface LessonContentCardProps {
  index: number;
  /** The lessons of the batch's course, with their types. */
  lessons: readonly batchesContract.CourseLesson[];
  onRemove(): void;
}

/** One lesson content: the lesson (choosing it picks its type), the lesson type, and that type's fields. */
export function LessonContentCard({ index, lessons, onRemove }: LessonContentCardProps) {
  const { t } = useTranslation('batch-contents');
  const { control, setValue } = useFormContext<Values>();
  const { isBusy, errorText } = useFormInputs();
  const path: EntryPath = `lessonContents.${index}`;
  const type = useWatch({ control, name: `${path}.lessonType` });
  const number = index + 1;
  return (
    <section aria-label={t('form.entry', { number })} className="flex flex-col gap-4 rounded-card border border-border bg-surface-muted p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold text-ink">{t('form.entry', { number })}</h2>
        <IconButton label={t('form.remove', { number })} icon={<TrashIcon />} variant="danger" size="sm" isDisabled={isBusy} onPress={onRemove} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name={`${path}.lessonId`}
          render={({ field, fieldState }) => (
            <ComboBox<number>
              label={t('form.lesson')}
              placeholder={t('form.lessonPlaceholder')}
              items={lessons.map((lesson) => ({ id: lesson.id, label: lesson.name }))}
              name={field.name}
              selectedKey={field.value}
              onSelectionChange={(id) => {
                field.onChange(id);
                const lesson = lessons.find((candidate) => candidate.id === id);
                if (lesson) setValue(`${path}.lessonType`, lesson.type, { shouldValidate: fieldState.isTouched });
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              emptyText={t('form.noLessons')}
              isRequired
              isDisabled={isBusy}
              errorMessage={errorText(fieldState.error?.message)}
            />
          )}
        />
        <SelectInput<string, Values>
          name={`${path}.lessonType`}
          label={t('form.lessonType')}
          placeholder={t('form.lessonTypePlaceholder')}
          items={lessonsContract.FORM_LESSON_TYPES.map((id) => ({ id, label: t(`types.${id}`) }))}
          isRequired
        />
      </div>
      {type === 'VIDEO_LEC' && <VideoFields path={path} />}
      {type === 'LIVE_SESSION' && <LiveFields path={path} />}
      {type === 'ASSIGNMENT' && <AssignmentFields path={path} />}
    </section>
  );
}
