import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LessonStatusBadge, useLessonList, useRevalidateLessons } from '@/entities/lesson';
import { useCan } from '@/entities/session';
import { callApi, errorText, lessonsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type DataTableRowAction } from '@/shared/ui/data-table';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { showToast } from '@/shared/ui/toast';
import { CourseOutlineChooser, useOutline } from '@/widgets/course-outline-chooser';
import { LIST_PATH, scopeQuery, theoryPathOf } from '../lib/paths';
import { useStatusChange } from '../model/useStatusChange';

type Row = lessonsContract.LessonRow;

/**
 * /lessons?courseId&partId&subPartId: choose a course, then a part and sub-part where it has them; the
 * lessons of that place in group order. View, Edit, Publish/Unpublish and Delete by permission, and
 * Theory for a lesson whose content is written at /lessoncontent.
 */
export function LessonsList() {
  const { t } = useTranslation('lessons');
  const navigate = useNavigate();
  const can = useCan();
  const outline = useOutline();
  const { scope } = outline;
  const lessons = useLessonList(scope);
  const status = useStatusChange();
  const revalidate = useRevalidateLessons();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const query = scope ? `?${scopeQuery(scope)}` : '';

  const columns: DataTableColumn<Row>[] = [
    { id: 'group', header: t('list.group'), cell: (row) => t('list.groupPlace', { group: row.groupNumber, place: row.position + 1 }) },
    { id: 'name', header: t('list.name'), isRowHeader: true, cell: (row) => <bdi className="font-medium">{row.title.en}</bdi>, isUserText: true },
    {
      id: 'titleAr',
      header: t('list.titleAr'),
      cell: (row) => (
        <span lang="ar" dir="rtl" className="text-base">
          {row.title.ar}
        </span>
      ),
    },
    { id: 'type', header: t('list.type'), cell: (row) => t(`types.${row.type}`) },
    { id: 'videoTitle', header: t('list.videoTitle'), cell: (row) => <bdi>{row.videoTitle ?? '—'}</bdi>, isUserText: true },
    { id: 'attributes', header: t('list.attributes'), cell: (row) => row.attributeCount, align: 'end' },
    { id: 'status', header: t('list.status'), cell: (row) => <LessonStatusBadge status={row.status} /> },
  ];

  const rowActions = (row: Row): DataTableRowAction[] => [
    ...(can('LESSONS', 'view') ? [{ id: 'view', label: t('list.view'), onAction: () => void navigate(`${LIST_PATH}/view/${row.id}${query}`) }] : []),
    ...(can('LESSONS', 'edit') ? [{ id: 'edit', label: t('list.edit'), onAction: () => void navigate(`${LIST_PATH}/edit/${row.id}${query}`) }] : []),
    ...(row.isContentDynamic === 'true' && can('LESSONS', 'view')
      ? [{ id: 'theory', label: t('list.theory'), onAction: () => void navigate(theoryPathOf(row)) }]
      : []),
    ...(status.isAllowed ? [{ id: 'status', label: status.labelOf(row.status), onAction: () => void status.change(row) }] : []),
    ...(can('LESSONS', 'delete') ? [{ id: 'delete', label: t('list.delete'), tone: 'danger' as const, onAction: () => setDeleting(row) }] : []),
  ];

  const remove = async () => {
    if (!deleting) return;
    try {
      await callApi(lessonsContract.deleteLesson, { params: { id: deleting.id } });
      showToast({ tone: 'success', title: t('list.deleted') });
      await revalidate();
    } catch (error) {
      showToast({ tone: 'danger', title: t('list.deleteFailed'), description: errorText(error) });
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={can('LESSONS', 'add') && scope ? <Button onPress={() => void navigate(`${LIST_PATH}/create${query}`)}>{t('list.add')}</Button> : undefined}
      />
      <CourseOutlineChooser outline={outline} />
      {scope === null ? (
        <EmptyState className="rounded-card border border-border bg-surface" title={t('list.chooseTitle')} description={t('list.chooseDescription')} />
      ) : (
        <DataTable<Row>
          label={t('list.label')}
          columns={columns}
          rows={lessons.data ?? []}
          getRowId={(row) => row.id}
          isLoading={lessons.isLoading}
          error={lessons.error}
          errorMessage={errorText(lessons.error) || t('list.failed')}
          onRetry={() => void lessons.mutate()}
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={t('list.emptyDescription')}
          rowActions={rowActions}
          getRowLabel={(row) => row.title.en}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { name: deleting?.title.en ?? '' })}
        confirmLabel={t('list.delete')}
        onConfirm={remove}
      />
    </div>
  );
}
