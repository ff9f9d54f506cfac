import { useNavigate, useSearchParams } from 'react-router-dom';
import { CHAPTER_PAGE_SIZE, useChapterPage, type Chapter } from '@/entities/chapter';
import { CoursePicker } from '@/entities/course';
import { useCan } from '@/entities/session';
import { useChapterStatusAction } from '@/features/change-chapter-status';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableRowAction } from '@/shared/ui/data-table';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { recordId } from '@/shared/lib/record-id';
import { LIST_PATH } from '../lib/paths';
import { useChapterColumns } from './ChapterColumns';

/**
 * /chapters?courseId=…&page=…: the chosen course's chapters, six to a page. The course is chosen
 * first and kept in the address; View, Edit and Publish/Unpublish by permission.
 */
export function ChaptersList() {
  const { t } = useTranslation('chapters');
  const can = useCan();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const courseId = recordId(searchParams.get('courseId'));
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, error, mutate } = useChapterPage(courseId, pageNumber);
  const columns = useChapterColumns();
  const statusAction = useChapterStatusAction();
  // While another course's page is still shown, the chosen course counts as loading.
  const page = data && data.content.every((chapter) => chapter.courseId === courseId) ? data : undefined;
  const mayView = can('CHAPTERS', 'view');
  const mayEdit = can('CHAPTERS', 'edit');

  const actionsFor = (row: Chapter): DataTableRowAction[] => [
    ...(mayView ? [{ id: 'view', label: t('list.view'), onAction: () => void navigate(`${LIST_PATH}/view/${row.id}`) }] : []),
    ...(mayEdit ? [{ id: 'edit', label: t('list.edit'), onAction: () => void navigate(`${LIST_PATH}/edit/${row.id}`) }] : []),
    ...(mayEdit && can('CHAPTERS', 'perform') ? [statusAction(row)] : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={
          can('CHAPTERS', 'add') ? (
            <Button onPress={() => void navigate(`${LIST_PATH}/create${courseId ? `?courseId=${courseId}` : ''}`)}>{t('list.add')}</Button>
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
        <EmptyState
          className="rounded-card border border-border bg-surface"
          title={t('list.chooseCourseTitle')}
          description={t('list.chooseCourseDescription')}
        />
      ) : (
        <DataTable
          label={t('list.label')}
          columns={columns}
          rows={page?.content ?? []}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.titleEn}
          isLoading={!page && !error}
          error={page ? undefined : error}
          errorMessage={errorText(error) ?? t('list.failed')}
          onRetry={() => void mutate()}
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={t('list.emptyDescription')}
          page={page ? { pageNumber, pageSize: CHAPTER_PAGE_SIZE, totalRecords: page.totalRecords } : undefined}
          onPageChange={(next) => setSearchParams({ courseId: String(courseId), ...(next > 1 ? { page: String(next) } : {}) })}
          rowActions={mayView || mayEdit ? actionsFor : undefined}
          actionsHeader={t('list.action')}
        />
      )}
    </div>
  );
}
