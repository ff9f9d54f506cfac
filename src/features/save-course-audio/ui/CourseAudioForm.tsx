import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useRefreshCourseAudio, type CourseAudio } from '@/entities/course-audio';
import { errorText, UploadError, uploadsContract, useFileUpload } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useSaveOutcome } from '@/shared/lib/save-outcome';
import { useUploadFailureText } from '@/shared/lib/upload-failure';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FileDrop } from '@/shared/ui/file-drop';
import { TextArea } from '@/shared/ui/text-area';
import { saveCourseAudio } from '../api/saveCourseAudio';
import { AUDIO_TITLE_MAX, courseAudioFormSchema, type CourseAudioFormValues } from '../model/schema';

const AUDIO_RULE = uploadsContract.UPLOAD_RULES.AUDIO;

export interface CourseAudioFormProps {
  /** The item being edited; without it the form adds one. */
  audio?: CourseAudio;
  /** Called 2 s after a successful save (the page goes back to the list). */
  onDone(): void;
  onCancel(): void;
}

/** Adds or edits a course audio item: a title and an MP3 under 5 MB (required when adding). */
export function CourseAudioForm({ audio, onDone, onCancel }: CourseAudioFormProps) {
  const { t } = useTranslation('course-audio');
  const isCreate = !audio;
  const refresh = useRefreshCourseAudio();
  const { upload, progress } = useFileUpload('AUDIO');
  const uploadFailure = useUploadFailureText();
  const { outcome, isSaved, clear, succeeded, failed } = useSaveOutcome(onDone);
  const schema = useMemo(() => courseAudioFormSchema(isCreate), [isCreate]);
  const { control, handleSubmit, formState } = useForm<CourseAudioFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { title: audio?.title ?? '', file: null },
  });

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      await saveCourseAudio(audio?.id ?? null, values, upload);
      void refresh();
      succeeded(t(isCreate ? 'saved.added' : 'saved.updated'));
    } catch (error) {
      if (error instanceof UploadError) failed(t('failed.upload'), uploadFailure.of(error.step));
      else failed(t('failed.save'), errorText(error) || t('failed.unknown'));
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
      <Controller
        control={control}
        name="title"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('form.title')}
            rows={2}
            maxLength={AUDIO_TITLE_MAX}
            showCounter
            isRequired
            isDisabled={isBusy}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isInvalid={Boolean(fieldState.error)}
            errorMessage={fieldState.error?.message && t(fieldState.error.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="file"
        render={({ field, fieldState }) => (
          <FileDrop
            label={t('form.file')}
            accept={[...AUDIO_RULE.mimeTypes]}
            maxBytes={AUDIO_RULE.maxBytes}
            typeMessage={t('validation.fileType')}
            tooLargeMessage={t('validation.fileTooLarge')}
            isRequired={isCreate}
            isDisabled={isBusy}
            value={audio?.url ? { name: t('form.currentFile'), url: audio.url, isImage: false } : null}
            onChange={field.onChange}
            progress={progress}
            errorMessage={fieldState.error?.message && t(fieldState.error.message)}
          />
        )}
      />
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
