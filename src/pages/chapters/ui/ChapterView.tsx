import { useNavigate, useParams } from 'react-router-dom';
import { ChapterDetails, useChapter } from '@/entities/chapter';
import { useCourseSummaries } from '@/entities/course';
import { useCan } from '@/entities/session';
import { ChapterStatusButton } from '@/features/change-chapter-status';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { RecordGate } from '@/shared/ui/record-gate';
import { recordId } from '@/shared/lib/record-id';
import { LIST_PATH, listPathFor } from '../lib/paths';

/** /chapters/view/{chapterId}: the chapter read-only, with Edit and Publish/Unpublish for those who may edit. */
export function ChapterView() {
  const { t } = useTranslation('chapters');
  const can = useCan();
  const navigate = useNavigate();
  const { chapterId } = useParams();
  const id = recordId(chapterId);
  const { data, error, isLoading, mutate } = useChapter(id);
  const courses = useCourseSummaries({});
  const courseTitle = courses.data?.find((course) => course.id === data?.courseId)?.basicInfo.title;
  const title = t('view.title');
  const mayEdit = can('CHAPTERS', 'edit');

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: listPathFor(data?.courseId ?? null) }, { label: title }]}
        actions={
          data && mayEdit ? (
            <>
              {can('CHAPTERS', 'perform') && <ChapterStatusButton chapter={data} />}
              <Button onPress={() => void navigate(`${LIST_PATH}/edit/${data.id}`)}>{t('view.edit')}</Button>
            </>
          ) : undefined
        }
      />
      <RecordGate
        isCreate={false}
        isBadId={id === null}
        isLoading={isLoading || (!data && !error)}
        error={error}
        errorMessage={errorText(error)}
        notFoundMessage={t('failed.notFound')}
        failedMessage={t('failed.load')}
        loadingLabel={title}
        onRetry={() => void mutate()}
      >
        {data ? <ChapterDetails chapter={data} courseTitle={courseTitle} /> : null}
      </RecordGate>
    </div>
  );
}
