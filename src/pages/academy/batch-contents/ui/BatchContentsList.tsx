import { useNavigate, useSearchParams } from 'react-router-dom';
import { BatchStatusBadge } from '@/entities/batch';
import { CoursePicker } from '@/entities/course';
import { useCan } from '@/entities/session';
import { batchesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { recordId } from '@/shared/lib/record-id';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceList } from '@/widgets/resource-list';
import { BATCH_PAGE_SIZE, editPathOf, LIST_PATH } from '../lib/paths';

type Batch = batchesContract.BatchRow;

/**
 * /batchcontents?courseId=…&page=…: the chosen course's batches, ten to a page, newest first. The
 * course is chosen by typing and kept in the address; Edit (the edit bit) opens the batch's contents.
 */
export function BatchContentsList() {
  const { t } = useTranslation('batch-contents');
  const can = useCan();
  const navigate = useNavigate();
  const { dateTime } = useDateFormats();
  const [searchParams, setSearchParams] = useSearchParams();
  const courseId = recordId(searchParams.get('courseId'));

  const columns: DataTableColumn<Batch>[] = [
    { id: 'id', header: t('list.id'), isRowHeader: true, cell: (row) => row.id },
    { id: 'status', header: t('list.status'), cell: (row) => <BatchStatusBadge status={row.status} /> },
    { id: 'noOfStudents', header: t('list.noOfStudents'), cell: (row) => row.noOfStudents },
    { id: 'startedAt', header: t('list.startedAt'), cell: (row) => dateTime(row.startedAt) },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={
          can('BATCHES', 'add') ? (
            <Button onPress={() => void navigate(`${LIST_PATH}/create${courseId ? `?courseId=${courseId}` : ''}`)}>{t('list.start')}</Button>
          ) : undefined
        }
      />
      <CoursePicker
        label={t('course.label')}
        placeholder={t('course.placeholder')}
        className="max-w-md"
        selectedKey={courseId}
        onSelectionChange={(id) => setSearchParams(id ? { courseId: String(id) } : {})}
      />
      {courseId === null ? (
        <EmptyState className="rounded-card border border-border bg-surface" title={t('list.chooseTitle')} description={t('list.chooseDescription')} />
      ) : (
        <ResourceList<Batch>
          resource={batchesContract.batches}
          label={t('list.label')}
          columns={columns}
          getRowLabel={(row) => t('list.rowLabel', { id: row.id })}
          onEdit={(row) => void navigate(editPathOf(row.id, courseId))}
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={t('list.emptyDescription')}
          filters={{ courseId }}
          defaultSize={BATCH_PAGE_SIZE}
          isSearchHidden
        />
      )}
    </div>
  );
}
