import { CoursePicker } from '@/entities/course';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Select } from '@/shared/ui/select';
import type { TheoryChoice } from '../model/useTheoryChoice';

/** Course, then chapter (a part, where the course has parts), then one of its lessons with dynamic content. */
export function TheoryChooser({ choice }: { choice: TheoryChoice }) {
  const { t } = useTranslation('lesson-content');
  const { parts, lessons } = choice;
  const lessonItems = (lessons.data ?? []).map((lesson) => ({ id: lesson.id, label: lesson.name }));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <CoursePicker
        label={t('choose.course')}
        placeholder={t('choose.coursePlaceholder')}
        selectedKey={choice.courseId}
        onSelectionChange={(courseId) => choice.choose({ courseId })}
      />
      {choice.hasParts && (parts.data || parts.error) && (
        <Select<number>
          label={t('choose.chapter')}
          placeholder={t('choose.chapterPlaceholder')}
          items={(parts.data ?? []).map((part) => ({ id: part.id, label: part.name }))}
          selectedKey={choice.partId}
          onSelectionChange={(partId) => choice.choose({ courseId: choice.courseId, partId })}
          errorMessage={errorText(parts.error)}
        />
      )}
      {choice.isLessonStep && (lessons.data || lessons.error) && (
        <Select<number>
          label={t('choose.lesson')}
          placeholder={t('choose.lessonPlaceholder')}
          items={lessonItems}
          selectedKey={choice.lessonId}
          onSelectionChange={(lessonId) => choice.choose({ courseId: choice.courseId, partId: choice.partId, lessonId })}
          description={lessons.data && lessonItems.length === 0 ? t('choose.noLessons') : undefined}
          isDisabled={lessons.data !== undefined && lessonItems.length === 0}
          errorMessage={errorText(lessons.error)}
        />
      )}
    </div>
  );
}
