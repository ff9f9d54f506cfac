import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRefreshChapters, type Chapter } from '@/entities/chapter';
import { errorText, fieldTexts } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useSaveOutcome } from '@/shared/lib/save-outcome';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { saveChapter } from '../api/saveChapter';
import { chapterFormSchema, chapterToForm, formToInput, SERVER_FIELDS, type ChapterFormValues } from '../model/schema';
import { ContentFields } from './ContentFields';
import { SettingsFields } from './SettingsFields';

export interface ChapterFormProps {
  /** The chapter being edited; without it the form adds one. */
  chapter?: Chapter;
  /** When adding: the course chosen on the list, preselected. */
  courseId?: number | null;
  /** Called 2 s after a successful save with the chapter's course (the page goes back to its list). */
  onDone(courseId: number): void;
  onCancel(): void;
}

/**
 * Adds or edits a chapter of a course: access, lesson count, duration, Arabic and English titles,
 * type, description, a video title from the playlist and an optional Arabic sign.
 */
export function ChapterForm({ chapter, courseId = null, onDone, onCancel }: ChapterFormProps) {
  const { t } = useTranslation('chapters');
  const isCreate = !chapter;
  const refresh = useRefreshChapters();
  const [savedCourse, setSavedCourse] = useState(chapter?.courseId ?? courseId ?? 0);
  const finish = useCallback(() => onDone(savedCourse), [onDone, savedCourse]);
  const { outcome, isSaved, clear, succeeded, failed } = useSaveOutcome(finish);
  const { control, handleSubmit, formState, setError } = useForm<ChapterFormValues>({
    resolver: zodResolver(chapterFormSchema),
    defaultValues: chapterToForm(chapter, courseId),
  });

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      const input = formToInput(values);
      await saveChapter(chapter?.id ?? null, input);
      setSavedCourse(input.courseId);
      void refresh();
      succeeded(t(isCreate ? 'saved.added' : 'saved.updated'));
    } catch (error) {
      const fields = fieldTexts(error);
      for (const name of SERVER_FIELDS) {
        const message = fields[name];
        if (message) setError(name, { message });
      }
      failed(t('failed.save'), errorText(error) || t('failed.unknown'));
    }
  });

  const isBusy = formState.isSubmitting || isSaved;
  return (
    <form
      noValidate
      aria-label={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-6 rounded-card border border-border bg-surface p-6"
    >
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.tone === 'danger' ? outcome.title : undefined}>
          {outcome.text}
        </Alert>
      )}
      <SettingsFields control={control} isBusy={isBusy} />
      <ContentFields control={control} isBusy={isBusy} savedVideoTitle={chapter?.videoTitle} />
      <div className="flex flex-wrap gap-3 border-t border-border pt-4">
        <Button type="submit" isPending={formState.isSubmitting} isDisabled={isSaved}>
          {t('form.save')}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={formState.isSubmitting}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
