import { useCallback } from 'react';
import { courseAudioContract, uploadsContract, useFileUpload } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { AudioUploadPreview, TextInput, UploadInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { courseAudioFormSchema, type CourseAudioFormValues } from '../model/courseAudioForm';

const { courseAudios, COURSE_AUDIO_LIMITS, COURSE_AUDIO_MESSAGES } = courseAudioContract;
const AUDIO_RULE = uploadsContract.UPLOAD_RULES.AUDIO;
const specText = specTextOf('courseAudio', COURSE_AUDIO_MESSAGES);

export interface CourseAudioFormProps {
  /** The item being edited; without it the form adds one. */
  audio?: courseAudioContract.CourseAudio;
  /** Runs 2 s after the success message (back to the list). */
  onDone(): void;
}

/** A title and an MP3 under 5 MB (required when adding), uploaded on Save. */
export function CourseAudioForm({ audio, onDone }: CourseAudioFormProps) {
  const { t } = useTranslation(['course-audio', 'server-messages']);
  const { upload, progress } = useFileUpload('AUDIO');
  const toInput = useCallback(
    async ({ title, file }: CourseAudioFormValues) => ({ title, type: 'AUDIO', path: file ? await upload(file) : undefined }),
    [upload],
  );
  const { form, status } = useResourceForm<CourseAudioFormValues>({
    resource: courseAudios,
    id: audio?.id ?? null,
    schema: courseAudioFormSchema(!audio),
    defaultValues: { title: audio?.title ?? '', file: null },
    variant: 'page',
    onDone,
    failedTitle: t('failed.save'),
    toInput,
  });

  return (
    <ResourceForm label={t(audio ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <TextInput<CourseAudioFormValues> name="title" label={t('form.title')} rows={2} maxLength={COURSE_AUDIO_LIMITS.title} isRequired />
      <UploadInput<CourseAudioFormValues>
        name="file"
        label={t('form.file')}
        accept={[...AUDIO_RULE.mimeTypes]}
        maxBytes={AUDIO_RULE.maxBytes}
        typeMessage={specText(COURSE_AUDIO_MESSAGES.fileType)}
        tooLargeMessage={specText(COURSE_AUDIO_MESSAGES.fileTooLarge)}
        isRequired={!audio}
        current={audio?.url ? { name: t('form.currentFile'), url: audio.url, isImage: false } : null}
        progress={progress}
      />
      <AudioUploadPreview<CourseAudioFormValues>
        name="file"
        storedUrl={audio?.url ?? null}
        chosenLabel={(name) => t('form.chosenAudio', { name })}
        storedLabel={t('form.currentFile')}
      />
    </ResourceForm>
  );
}
