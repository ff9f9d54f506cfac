import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LessonStatusBadge } from '@/entities/lesson';
import { useCan } from '@/entities/session';
import { callApi, errorText, exercisesContract, type lessonsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type DataTableRowAction } from '@/shared/ui/data-table';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { showToast } from '@/shared/ui/toast';
import { CourseOutlineChooser, useOutline } from '@/widgets/course-outline-chooser';
import { useExerciseList, useRevalidateExercises } from '../api/exerciseApi';
import { LIST_PATH, scopeQuery } from '../lib/paths';

type Row = lessonsContract.LessonRow;
const specText = specTextOf('exercise', exercisesContract.EXERCISE_MESSAGES);

/**
 * /exercise?courseId&partId&subPartId: choose a course, then a part and sub-part where it has them; the
 * exercises of that place with Edit, Publish/Unpublish and Delete by permission, and Add.
 */
export function ExercisesList() {
  const { t } = useTranslation('exercises');
  const navigate = useNavigate();
  const can = useCan();
  const outline = useOutline();
  const { scope } = outline;
  const exercises = useExerciseList(scope);
  const revalidate = useRevalidateExercises();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const query = scope ? `?${scopeQuery(scope)}` : '';

  const columns: DataTableColumn<Row>[] = [
    { id: 'id', header: t('list.id'), cell: (row) => row.id },
    { id: 'name', header: t('list.name'), isRowHeader: true, cell: (row) => <bdi className="font-medium">{row.name}</bdi>, isUserText: true },
    { id: 'type', header: t('list.type'), cell: () => t('list.practice') },
    { id: 'status', header: t('list.status'), cell: (row) => <LessonStatusBadge status={row.status} /> },
  ];

  const changeStatus = async (row: Row) => {
    const status = row.status === 'PUBLISH' ? 'UNPUBLISHED' : 'PUBLISH';
    try {
      const reply = await callApi(exercisesContract.changeExerciseStatus, { params: { id: row.id }, body: { status } });
      showToast({ tone: 'success', title: specText(reply.message) ?? t('list.statusChanged') });
      await revalidate();
    } catch (error) {
      showToast({ tone: 'danger', title: t('list.statusFailed'), description: errorText(error) });
    }
  };

  const rowActions = (row: Row): DataTableRowAction[] => [
    ...(can('EXERCISES', 'edit') ? [{ id: 'edit', label: t('list.edit'), onAction: () => void navigate(`${LIST_PATH}/edit/${row.id}${query}`) }] : []),
    ...(can('EXERCISES', 'perform')
      ? [{ id: 'status', label: t(row.status === 'PUBLISH' ? 'list.unpublish' : 'list.publish'), onAction: () => void changeStatus(row) }]
      : []),
    ...(can('EXERCISES', 'delete') ? [{ id: 'delete', label: t('list.delete'), tone: 'danger' as const, onAction: () => setDeleting(row) }] : []),
  ];

  const remove = async () => {
    if (!deleting) return;
    try {
      await callApi(exercisesContract.deleteExercise, { params: { id: deleting.id } });
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
        actions={can('EXERCISES', 'add') && scope ? <Button onPress={() => void navigate(`${LIST_PATH}/create${query}`)}>{t('list.add')}</Button> : undefined}
      />
      <CourseOutlineChooser outline={outline} />
      {scope === null ? (
        <EmptyState className="rounded-card border border-border bg-surface" title={t('list.chooseTitle')} description={t('list.chooseDescription')} />
      ) : (
        <DataTable<Row>
          label={t('list.label')}
          columns={columns}
          rows={exercises.data ?? []}
          getRowId={(row) => row.id}
          isLoading={exercises.isLoading}
          error={exercises.error}
          errorMessage={errorText(exercises.error) || t('list.failed')}
          onRetry={() => void exercises.mutate()}
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={t('list.emptyDescription')}
          rowActions={rowActions}
          getRowLabel={(row) => row.name}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('list.delete')}
        onConfirm={remove}
      />
    </div>
  );
}
