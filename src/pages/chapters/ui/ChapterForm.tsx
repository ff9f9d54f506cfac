import { useCallback, useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { CoursePicker, usePlaylistTitles } from '@/entities/course';
import { chaptersContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { ComboBox } from '@/shared/ui/combobox';
import { NumberInput, SelectInput, TextInput, useFormInputs } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { ACCESS_OPTIONS, chapterFormSchema, chapterToForm, NO_SIGN, type ChapterFormValues } from '../model/chapterForm';

const { chapters, CHAPTER_LIMITS, CHAPTER_MESSAGES, CHAPTER_TYPES, ARABIC_SIGN_IDS } = chaptersContract;
const specText = specTextOf('chapter', CHAPTER_MESSAGES);

export interface ChapterFormProps {
  /** The chapter being edited; without it the form adds one. */
  chapter?: chaptersContract.Chapter;
  /** When adding: the course chosen on the list, preselected. */
  courseId: number | null;
  /** 2 s after a save, with the course the chapter was saved on (the page goes back to its list). */
  onDone(courseId: number | null): void;
  onCancel(): void;
}

/**
 * Adds or edits a chapter of a course: course, access, lesson count, duration, type, an optional
 * Arabic sign, the Arabic and English titles, a video title of the playlist and the description.
 */
export function ChapterForm({ chapter, courseId, onDone, onCancel }: ChapterFormProps) {
  const { t } = useTranslation(['chapters', 'server-messages']);
  // The course chosen in the form, whose list the page goes back to after saving.
  const chosenCourse = useRef(chapter?.courseId ?? courseId);
  const done = useCallback(() => onDone(chosenCourse.current), [onDone]);
  const { form, status } = useResourceForm<ChapterFormValues>({
    resource: chapters,
    id: chapter?.id ?? null,
    schema: chapterFormSchema,
    defaultValues: chapterToForm(chapter, courseId),
    variant: 'page',
    onDone: done,
    failedTitle: t('failed.save'),
  });

  return (
    <ResourceForm label={t(chapter ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText} onCancel={onCancel}>
      <div className="grid gap-6 sm:grid-cols-2">
        <CourseInput onChosen={(id) => (chosenCourse.current = id)} />
        <SelectInput<string, ChapterFormValues>
          name="locked"
          label={t('form.access')}
          placeholder={t('form.accessPlaceholder')}
          items={ACCESS_OPTIONS.map((id) => ({ id, label: t(`access.${id}`) }))}
          isRequired
        />
        <NumberInput<ChapterFormValues> name="lessonCount" label={t('form.lessonCount')} minValue={1} maxValue={CHAPTER_LIMITS.maxLessonCount} isRequired />
        <NumberInput<ChapterFormValues> name="duration" label={t('form.duration')} minValue={1} maxValue={CHAPTER_LIMITS.maxDuration} isRequired />
        <SelectInput<string, ChapterFormValues>
          name="type"
          label={t('form.type')}
          placeholder={t('form.typePlaceholder')}
          items={CHAPTER_TYPES.map((id) => ({ id, label: t(`types.${id}`) }))}
          isRequired
        />
        <SelectInput<number, ChapterFormValues>
          name="arabicSignId"
          label={t('form.arabicSign')}
          description={t('form.arabicSignHint')}
          items={[NO_SIGN, ...ARABIC_SIGN_IDS].map((id) => ({ id, label: t(`arabicSigns.${id === NO_SIGN ? 'none' : id}`) }))}
        />
        <TextInput<ChapterFormValues> name="titleAr" label={t('form.titleAr')} maxLength={CHAPTER_LIMITS.titleAr} dir="rtl" lang="ar" showCounter={false} isRequired />
        <TextInput<ChapterFormValues> name="titleEn" label={t('form.titleEn')} maxLength={CHAPTER_LIMITS.titleEn} dir="ltr" isRequired />
        <VideoTitleInput savedTitle={chapter?.videoTitle} />
        <TextInput<ChapterFormValues>
          name="description"
          label={t('form.description')}
          rows={3}
          maxLength={CHAPTER_LIMITS.description}
          isRequired
          className="sm:col-span-2"
        />
      </div>
    </ResourceForm>
  );
}

/** The course, searched by title among every course. */
function CourseInput({ onChosen }: { onChosen(id: number | null): void }) {
  const { t } = useTranslation('chapters');
  const { control } = useFormContext<ChapterFormValues>();
  const { isBusy, errorText } = useFormInputs();
  return (
    <Controller
      control={control}
      name="courseId"
      render={({ field, fieldState }) => (
        <CoursePicker
          label={t('course.label')}
          placeholder={t('course.placeholder')}
          isRequired
          isDisabled={isBusy}
          name={field.name}
          selectedKey={field.value}
          onSelectionChange={(id) => {
            field.onChange(id);
            onChosen(id);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A video title exactly as the playlist has it; the chapter's own stays offered if the playlist no longer holds it. */
function VideoTitleInput({ savedTitle }: { savedTitle?: string }) {
  const { t } = useTranslation('chapters');
  const { control } = useFormContext<ChapterFormValues>();
  const { isBusy, errorText } = useFormInputs();
  const playlist = usePlaylistTitles();
  const titles = (playlist.data?.content ?? []).map((video) => video.title);
  if (savedTitle && playlist.data && !titles.includes(savedTitle)) titles.push(savedTitle);
  return (
    <Controller
      control={control}
      name="videoTitle"
      render={({ field, fieldState }) => (
        <ComboBox<string>
          label={t('form.videoTitle')}
          placeholder={t('form.videoPlaceholder')}
          items={titles.map((title) => ({ id: title, label: title }))}
          isLoading={playlist.isLoading}
          isRequired
          isDisabled={isBusy}
          name={field.name}
          selectedKey={field.value}
          onSelectionChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          className="sm:col-span-2"
          errorMessage={errorText(fieldState.error?.message) ?? (playlist.error ? t('form.videosFailed') : undefined)}
        />
      )}
    />
  );
}
