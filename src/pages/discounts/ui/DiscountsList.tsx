import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRevalidateCourses } from '@/entities/course';
import { DiscountValue } from '@/entities/discount';
import { PublishDiscountDialog } from '@/features/publish-discount';
import { discountsContract, errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import type { useResourceActions } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { showToast } from '@/shared/ui/toast';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';

type Discount = discountsContract.Discount;
type Perform = ReturnType<typeof useResourceActions>['perform'];

/** The spec loads every discount at once (up to 100), of every type, with no search box. */
const LIST_SIZE = 100;
const EVERY_TYPE = { type: 0 };

/** /discounts: every discount with its courses; Edit, and Publish or Unpublish by its state, each with the edit bit. */
export function DiscountsList() {
  const { t } = useTranslation('discounts');
  const allows = useResourceAccess(discountsContract.discounts);
  const navigate = useNavigate();
  const { dateTime } = useDateFormats();
  const revalidateCourses = useRevalidateCourses();
  const [publishing, setPublishing] = useState<Discount | null>(null);

  // Unpublishing goes at once: the discount leaves its courses. The spec sends it with a JSON content type, so with `{}`.
  const unpublish = async (discount: Discount, perform: Perform) => {
    try {
      const { message } = await perform('unpublish', discount.id, { body: {} });
      showToast({ tone: 'success', title: message || t('unpublish.done') });
      void revalidateCourses();
    } catch (error) {
      showToast({ tone: 'danger', title: t('unpublish.failed'), description: errorText(error) });
    }
  };

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
    { id: 'createdAt', header: t('list.createdAt'), cell: (row) => <time dateTime={row.createdAt}>{dateTime(row.createdAt)}</time> },
    {
      id: 'courses',
      header: t('list.courses'),
      cell: (row) =>
        row.attachedCourses.length > 0 ? (
          row.attachedCourses.map((course) => course.title).join(', ')
        ) : (
          <span className="text-ink-muted">{t('list.noCourses')}</span>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate('/discounts/create')}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<Discount>
        resource={discountsContract.discounts}
        label={t('title')}
        columns={columns}
        getRowLabel={(row) => row.name}
        onEdit={(row) => void navigate(`/discounts/edit/${row.id}`)}
        moreActions={(row, perform) => {
          // A published discount offers Unpublish, an unpublished one Publish.
          const action = row.isActive ? 'unpublish' : 'publish';
          if (!allows({ action })) return [];
          return [{ id: action, label: t(`list.${action}`), onAction: () => (row.isActive ? void unpublish(row, perform) : setPublishing(row)) }];
        }}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        defaultSize={LIST_SIZE}
        filters={EVERY_TYPE}
        isSearchHidden
      />
      <PublishDiscountDialog discount={publishing} onClose={() => setPublishing(null)} />
    </div>
  );
}
