import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCourse } from '@/entities/course';
import { CourseForm } from '@/features/save-course';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { PageHeader } from '@/shared/ui/page-header';
import { RecordGate } from '@/shared/ui/record-gate';

const LIST_PATH = '/courses';

/** /courses/create and /courses/edit/{courseId}: add mode when the address has no id. */
export function CourseEditor() {
  const { t } = useTranslation('course-form');
  const navigate = useNavigate();
  const { courseId } = useParams();
  const isCreate = courseId === undefined;
  const id = isCreate ? null : Number(courseId);
  const isBadId = id !== null && !(Number.isInteger(id) && id > 0);
  const { data, error, isLoading, mutate } = useCourse(isBadId ? null : id);
  const backToList = useCallback(() => void navigate(LIST_PATH), [navigate]);
  const title = t(isCreate ? 'title.add' : 'title.edit');

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader title={title} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('courses'), href: LIST_PATH }, { label: title }]} />
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
        <CourseForm key={data?.id ?? 'new'} course={data} onDone={backToList} onCancel={backToList} />
      </RecordGate>
    </div>
  );
}
