import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCourseSummaries } from '@/entities/course';
import { DiscountValue, useDiscounts, type Discount } from '@/entities/discount';
import { useCan } from '@/entities/session';
import { PublishDiscountDialog } from '@/features/publish-discount';
import { useUnpublishDiscount } from '@/features/unpublish-discount';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDisplayDateTime } from '@/shared/lib/display-date';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableColumn, type DataTableRowAction } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';

/** The courses a discount can be attached to (published and locked, with a discount or not), to name the attached ones. */
const ATTACHABLE = { isPublished: true, isLocked: true } as const;

/** /discounts: every discount (up to 100) with its courses; Edit, Publish and Unpublish by permission. */
export function DiscountsList() {
  const { t } = useTranslation('discounts');
  const can = useCan();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useDiscounts();
  const unpublish = useUnpublishDiscount();
  const [publishing, setPublishing] = useState<Discount | null>(null);
  const mayEdit = can('DISCOUNTS', 'edit');
  const displayDateTime = useDisplayDateTime();
  // Attached courses are named from the course summary; the discount's own copy stands in until it
  // arrives, or for a course it no longer lists.
  const attachable = useCourseSummaries(ATTACHABLE);
  const titleOf = new Map((attachable.data ?? []).map((course) => [course.id, course.basicInfo.title]));
  const courseTitles = (row: Discount) => row.attachedCourses.map((course) => titleOf.get(course.id) ?? course.title).join(', ');

  const columns: DataTableColumn<Discount>[] = [
    {
      id: 'name',
      header: t('list.name'),
      isRowHeader: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <bdi className="font-medium">{row.name}</bdi>
          <StatusBadge tone={row.isActive ? 'success' : 'neutral'}>{t(row.isActive ? 'list.published' : 'list.unpublished')}</StatusBadge>
        </span>
      ),
    },
    { id: 'type', header: t('list.type'), cell: (row) => t(`types.${row.type}`) },
    { id: 'value', header: t('list.value'), cell: (row) => <DiscountValue type={row.type} value={row.value} />, align: 'end' },
    { id: 'createdAt', header: t('list.createdAt'), cell: (row) => <time dateTime={row.createdAt}>{displayDateTime(row.createdAt)}</time> },
    {
      id: 'courses',
      header: t('list.courses'),
      cell: (row) =>
        row.attachedCourses.length > 0 ? (
          courseTitles(row)
        ) : (
          <span className="text-ink-muted">{t('list.noCourses')}</span>
        ),
    },
  ];

  const actionsFor = (row: Discount): DataTableRowAction[] => [
    { id: 'edit', label: t('list.edit'), onAction: () => void navigate(`/discounts/edit/${row.id}`) },
    row.isActive
      ? { id: 'unpublish', label: t('list.unpublish'), onAction: () => void unpublish(row) }
      : { id: 'publish', label: t('list.publish'), onAction: () => setPublishing(row) },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={can('DISCOUNTS', 'add') ? <Button onPress={() => void navigate('/discounts/create')}>{t('list.add')}</Button> : undefined}
      />
      <DataTable
        label={t('list.label')}
        columns={columns}
        rows={data?.content ?? []}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        isLoading={isLoading && !data}
        error={data ? undefined : error}
        errorMessage={errorText(error) ?? t('list.failed')}
        onRetry={() => void mutate()}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        rowActions={mayEdit ? actionsFor : undefined}
        actionsHeader={t('list.action')}
      />
      <PublishDiscountDialog discount={publishing} onClose={() => setPublishing(null)} />
    </div>
  );
}
