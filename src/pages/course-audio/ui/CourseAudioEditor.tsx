import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCourseAudio } from '@/entities/course-audio';
import { CourseAudioForm } from '@/features/save-course-audio';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { PageHeader } from '@/shared/ui/page-header';
import { RecordGate } from '@/shared/ui/record-gate';

const LIST_PATH = '/course-audio';

/** /course-audio/create and /course-audio/edit/{courseAudioId}: add mode when the address has no id. */
export function CourseAudioEditor() {
  const { t } = useTranslation('course-audio');
  const navigate = useNavigate();
  const { courseAudioId } = useParams();
  const isCreate = courseAudioId === undefined;
  const id = isCreate ? null : Number(courseAudioId);
  const isBadId = id !== null && !(Number.isInteger(id) && id > 0);
  const { data, error, isLoading, mutate } = useCourseAudio(isBadId ? null : id);
  const backToList = useCallback(() => void navigate(LIST_PATH), [navigate]);
  const title = t(isCreate ? 'form.addTitle' : 'form.editTitle');

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: LIST_PATH }, { label: title }]} />
      <RecordGate
        isCreate={isCreate}
        isBadId={isBadId}
        isLoading={isLoading || (!isCreate && !data && !error)}
        error={error}
        errorMessage={errorText(error)}
        notFoundMessage={t('failed.notFound')}
        failedMessage={t('failed.load')}
        loadingLabel={title}
        onRetry={() => void mutate()}
      >
        <CourseAudioForm key={data?.id ?? 'new'} audio={data} onDone={backToList} onCancel={backToList} />
      </RecordGate>
    </div>
  );
}
