import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useChapter } from '@/entities/chapter';
import { ChapterForm } from '@/features/save-chapter';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { PageHeader } from '@/shared/ui/page-header';
import { RecordGate } from '@/shared/ui/record-gate';
import { recordId } from '@/shared/lib/record-id';
import { listPathFor } from '../lib/paths';

/** /chapters/create(?courseId=…) and /chapters/edit/{chapterId}: add mode when the address has no id. */
export function ChapterEditor() {
  const { t } = useTranslation('chapters');
  const navigate = useNavigate();
  const { chapterId } = useParams();
  const [searchParams] = useSearchParams();
  const isCreate = chapterId === undefined;
  const id = isCreate ? null : recordId(chapterId);
  const isBadId = !isCreate && id === null;
  const { data, error, isLoading, mutate } = useChapter(id);
  const listCourse = recordId(searchParams.get('courseId'));
  const backToList = useCallback((courseId: number) => void navigate(listPathFor(courseId)), [navigate]);
  const title = t(isCreate ? 'form.addTitle' : 'form.editTitle');

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: listPathFor(data?.courseId ?? listCourse) }, { label: title }]}
      />
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
        <ChapterForm
          key={data?.id ?? 'new'}
          chapter={data}
          courseId={listCourse}
          onDone={backToList}
          onCancel={() => void navigate(listPathFor(data?.courseId ?? listCourse))}
        />
      </RecordGate>
    </div>
  );
}
