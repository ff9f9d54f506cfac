import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COURSE_PAGE_SIZE, COURSE_VIEW_ALL_SIZE, useCourseEdits, useCoursePage, type CourseListRow } from '@/entities/course';
import { useCan } from '@/entities/session';
import { useCoursePublishAction } from '@/features/publish-course';
import { RemoveCourseDiscountDialog } from '@/features/remove-course-discount';
import { UpdateCoursePricesButton } from '@/features/update-course-prices';
import { UpdateCourseRanksButton } from '@/features/update-course-ranks';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { useCourseColumns } from './useCourseColumns';

/** Rows of a View All page are a little taller, so a refused value's message fits under its field. */
const VIEW_ALL_ROW_HEIGHT = 60;

/**
 * /courses: ten courses a page (the page in ?page=), or a hundred in a scrolling window with View
 * All (?view=all). With the edit bit, ranks and MASTERCLASS prices are typed in place and saved
 * with Update Ranks and Update Prices; the row menu views, edits, publishes or unpublishes, and
 * removes a discount; Chapters opens the course's chapters (they have no menu entry of their own).
 */
export function CoursesList() {
  const { t } = useTranslation('courses');
  const can = useCan();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const viewAll = searchParams.get('view') === 'all';
  const pageSize = viewAll ? COURSE_VIEW_ALL_SIZE : COURSE_PAGE_SIZE;
  const { data, error, isLoading, mutate } = useCoursePage(pageNumber, pageSize);
  // Typed ranks and prices live here, outside the table, so paging, View All or a failed save keep them.
  const ranks = useCourseEdits();
  const prices = useCourseEdits();
  const publishAction = useCoursePublishAction();
  const [removingDiscount, setRemovingDiscount] = useState<CourseListRow | null>(null);
  const mayView = can('COURSES', 'view');
  const mayEdit = can('COURSES', 'edit');
  const columns = useCourseColumns({ ranks: mayEdit ? ranks : null, prices: mayEdit ? prices : null });

  const show = (next: { page: number; all: boolean }) =>
    setSearchParams({ ...(next.all ? { view: 'all' } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) });

  const actionsFor = (row: CourseListRow): DataTableRowAction[] => [
    ...(mayView ? [{ id: 'view', label: t('list.view'), onAction: () => void navigate(`/courses/view/${row.id}`) }] : []),
    ...(mayEdit
      ? [{ id: 'edit', label: t('list.edit'), onAction: () => void navigate(`/courses/edit/${row.id}`) }]
      : []),
    ...(can('COURSES', 'perform') ? [publishAction(row)] : []),
    ...(can('CHAPTERS', 'list')
      ? [{ id: 'chapters', label: t('list.chapters'), onAction: () => void navigate(`/chapters?courseId=${row.id}`) }]
      : []),
    ...(mayEdit && row.discountId !== null
      ? [{ id: 'remove-discount', label: t('removeDiscount.menu'), tone: 'danger' as const, onAction: () => setRemovingDiscount(row) }]
      : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={
          <>
            {can('COURSES', 'add') && <Button onPress={() => void navigate('/courses/create')}>{t('list.add')}</Button>}
            <Button
              variant="secondary"
              aria-pressed={viewAll}
              onPress={() => show({ page: 1, all: !viewAll })}
              className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
            >
              {t('list.viewAll')}
            </Button>
            {mayEdit && <UpdateCourseRanksButton edits={ranks} />}
            {mayEdit && <UpdateCoursePricesButton edits={prices} />}
          </>
        }
      />
      <DataTable
        label={t('list.label')}
        columns={columns}
        rows={data?.content ?? []}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.title}
        isLoading={isLoading && !data}
        error={data ? undefined : error}
        errorMessage={errorText(error) ?? t('list.failed')}
        onRetry={() => void mutate()}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        page={data ? { pageNumber, pageSize, totalRecords: data.totalRecords } : undefined}
        onPageChange={(next) => show({ page: next, all: viewAll })}
        virtualize={viewAll}
        rowHeight={VIEW_ALL_ROW_HEIGHT}
        height={VIEW_ALL_ROW_HEIGHT * 10}
        rowActions={mayView || mayEdit ? actionsFor : undefined}
      />
      <RemoveCourseDiscountDialog course={removingDiscount} onClose={() => setRemovingDiscount(null)} />
    </div>
  );
}
