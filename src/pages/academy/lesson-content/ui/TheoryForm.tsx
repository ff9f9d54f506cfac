import { useCallback } from 'react';
import { lessonContentContract, useFileUpload } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { AudioUploadPreview, TextInput, UploadInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { AUDIO_MAX_BYTES, AUDIO_TYPES, theoryFormSchema, type TheoryFormValues } from '../model/theoryForm';

type Theory = lessonContentContract.LessonContent;
const { lessonContents, LESSON_CONTENT_LIMITS, LESSON_CONTENT_MESSAGES: M } = lessonContentContract;
const specText = specTextOf('lessonContent', M);

export interface TheoryFormProps {
  /** The theory being edited; without it the form adds one to `lessonId`. */
  theory?: Theory;
  lessonId: number;
  /** Runs 2 s after the success message (back to the list). */
  onDone(): void;
}

/** English and Arabic titles, a description and an MP3 under 2 MB (uploaded on Save), with its waveform. */
export function TheoryForm({ theory, lessonId, onDone }: TheoryFormProps) {
  const { t } = useTranslation(['lesson-content', 'server-messages']);
  const { upload, progress } = useFileUpload('AUDIO');
  const toInput = useCallback(
    async ({ title, description, file }: TheoryFormValues) => ({ lessonId, title, description, audioPath: file ? await upload(file) : undefined }),
    [upload, lessonId],
  );
  const { form, status } = useResourceForm<TheoryFormValues>({
    resource: lessonContents,
    id: theory?.id ?? null,
    schema: theoryFormSchema,
    defaultValues: { title: { en: theory?.title.en ?? '', ar: theory?.title.ar ?? '' }, description: theory?.description ?? '', file: null },
    variant: 'page',
    onDone,
    failedTitle: t('failed.save'),
    toInput,
  });

  return (
    <ResourceForm label={t(theory ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <TextInput<TheoryFormValues> name="title.en" label={t('form.titleEn')} maxLength={LESSON_CONTENT_LIMITS.title} isRequired />
      <TextInput<TheoryFormValues> name="title.ar" label={t('form.titleAr')} maxLength={LESSON_CONTENT_LIMITS.title} dir="rtl" lang="ar" isRequired />
      <TextInput<TheoryFormValues>
        name="description"
        label={t('form.description')}
        rows={4}
        maxLength={LESSON_CONTENT_LIMITS.description}
        description={t('form.descriptionHint')}
        isRequired
      />
      <UploadInput<TheoryFormValues>
        name="file"
        label={t('form.audio')}
        accept={[...AUDIO_TYPES]}
        maxBytes={AUDIO_MAX_BYTES}
        typeMessage={specText(M.audioType)}
        tooLargeMessage={specText(M.audioTooLarge)}
        current={theory?.audioPathUrl ? { name: t('form.storedAudio'), url: theory.audioPathUrl, isImage: false } : null}
        progress={progress}
      />
      <AudioUploadPreview<TheoryFormValues>
        name="file"
        storedUrl={theory?.audioPathUrl ?? null}
        chosenLabel={(name) => t('form.chosenAudio', { name })}
        storedLabel={t('form.storedAudio')}
      />
    </ResourceForm>
  );
}
