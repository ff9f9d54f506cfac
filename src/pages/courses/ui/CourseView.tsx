import { useNavigate, useParams } from 'react-router-dom';
import { useCourse } from '@/entities/course';
import { useCan } from '@/entities/session';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { RecordGate } from '@/shared/ui/record-gate';
import { CourseDetails } from './CourseDetails';

const LIST_PATH = '/courses';

/** /courses/view/{courseId}: the course read-only, with Edit for those who may change it. */
export function CourseView() {
  const { t } = useTranslation('course-form');
  const navigate = useNavigate();
  const can = useCan();
  const { courseId } = useParams();
  const id = Number(courseId);
  const isBadId = !(Number.isInteger(id) && id > 0);
  const { data, error, isLoading, mutate } = useCourse(isBadId ? null : id);
  const title = t('title.view');

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('courses'), href: LIST_PATH }, { label: title }]}
        actions={
          <>
            <Button variant="secondary" onPress={() => void navigate(LIST_PATH)}>
              {t('actions.back')}
            </Button>
            {data && can('COURSES', 'edit') && <Button onPress={() => void navigate(`${LIST_PATH}/edit/${data.id}`)}>{t('actions.edit')}</Button>}
          </>
        }
      />
      <RecordGate
        isCreate={false}
        isBadId={isBadId}
        isLoading={isLoading || (!data && !error)}
        error={error}
        errorMessage={errorText(error)}
        notFoundMessage={t('failed.notFound')}
        failedMessage={t('failed.load')}
        loadingLabel={title}
        onRetry={() => void mutate()}
      >
        {data && <CourseDetails course={data} />}
      </RecordGate>
    </div>
  );
}
