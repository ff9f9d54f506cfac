import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { courseAudioContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ResourceRecordPage } from '@/widgets/resource-record';
import { CourseAudioForm } from './CourseAudioForm';

const LIST_PATH = '/course-audio';

/** /course-audio/create and /course-audio/edit/{courseAudioId}: the form, back to the list 2 s after saving; History on edit. */
export function CourseAudioEditor({ isCreate }: { isCreate: boolean }) {
  const { t } = useTranslation('course-audio');
  const navigate = useNavigate();
  const backToList = useCallback(() => void navigate(LIST_PATH), [navigate]);
  return (
    <ResourceRecordPage<courseAudioContract.CourseAudio>
      resource={courseAudioContract.courseAudios}
      idParam="courseAudioId"
      title={t(isCreate ? 'form.addTitle' : 'form.editTitle')}
      breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: LIST_PATH }]}
      notFoundMessage={t('failed.notFound')}
      failedMessage={t('failed.load')}
      fieldLabel={(field) => (field === 'title' ? t('form.title') : field === 'path' ? t('form.file') : field)}
    >
      {(audio) => <CourseAudioForm key={audio?.id ?? 'new'} audio={audio} onDone={backToList} />}
    </ResourceRecordPage>
  );
}
