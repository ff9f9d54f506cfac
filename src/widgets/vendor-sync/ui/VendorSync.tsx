import { useState } from 'react';
import { SyncStatusBadge, useSyncRuns } from '@/entities/product-sync-run';
import { useCan } from '@/entities/session';
import { CheckVendorStoreButton } from '@/features/vendor-store/check-store';
import { StartVendorSyncButton } from '@/features/vendor-store/start-sync';
import { shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { useResourceRecord } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { PageHeader } from '@/shared/ui/page-header';

type Run = shopContract.ProductSyncLog;

export interface VendorSyncProps {
  vendorId: number;
  /** The vendors list, for the way back. */
  listHref: string;
}

/**
 * A vendor's store sync (`/vendor-management/sync/{id}`): Check store (its keys reach it), Start sync, and every run with its state, times
 * and how many products it read, refreshed while one is going. A failed run's state opens 'Vendor Syncing
 * Error' with the store's words.
 */
export function VendorSync({ vendorId, listHref }: VendorSyncProps) {
  const { t } = useTranslation('vendor-sync');
  const { dateTime } = useDateFormats();
  const can = useCan();
  const [pageNumber, setPageNumber] = useState(1);
  const [shownFailure, setShownFailure] = useState<Run | null>(null);
  const vendor = useResourceRecord(shopContract.vendors, vendorId);
  const runs = useSyncRuns(vendorId, pageNumber);
  const name = vendor.data?.name ?? '';

  const columns: DataTableColumn<Run>[] = [
    { id: 'id', header: t('columns.run'), cell: (run) => t('runNumber', { id: run.id }), isRowHeader: true, inCard: true },
    {
      id: 'status',
      header: t('columns.status'),
      inCard: true,
      cell: (run) =>
        run.status === 'FAILED' ? (
          <Button variant="ghost" size="sm" onPress={() => setShownFailure(run)} aria-label={t('showFailure', { id: run.id })}>
            <SyncStatusBadge status={run.status} />
          </Button>
        ) : (
          <SyncStatusBadge status={run.status} />
        ),
    },
    { id: 'started', header: t('columns.started'), cell: (run) => (run.syncStartedAt ? dateTime(run.syncStartedAt) : t('notYet')), inCard: true },
    { id: 'completed', header: t('columns.completed'), cell: (run) => (run.syncCompletedAt ? dateTime(run.syncCompletedAt) : t('notYet')) },
    { id: 'products', header: t('columns.products'), cell: (run) => run.productsFetched, align: 'end', inCard: true },
    { id: 'tries', header: t('columns.tries'), cell: (run) => run.tries, align: 'end' },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={name ? t('title', { name }) : t('titleUnnamed')}
        breadcrumbs={[{ label: t('vendors'), href: listHref }, { label: t('breadcrumb') }]}
        description={t('description')}
        actions={
          can('VENDORS', 'edit') ? (
            <div className="flex flex-wrap gap-2">
              <CheckVendorStoreButton vendorId={vendorId} />
              <StartVendorSyncButton vendorId={vendorId} />
            </div>
          ) : undefined
        }
      />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={runs.data?.content ?? []}
        getRowId={(run) => run.id}
        getRowLabel={(run) => t('runNumber', { id: run.id })}
        isLoading={runs.isLoading}
        error={runs.error}
        onRetry={() => void runs.mutate()}
        errorMessage={t('loadFailed')}
        emptyTitle={t('empty.title')}
        // Only someone who may start a sync is asked to.
        emptyDescription={can('VENDORS', 'edit') ? t('empty.description') : undefined}
        page={runs.data ? { pageNumber, pageSize: 25, totalRecords: runs.data.totalRecords } : undefined}
        onPageChange={setPageNumber}
      />
      <Dialog
        isOpen={shownFailure !== null}
        onOpenChange={(open) => !open && setShownFailure(null)}
        title={t('failureTitle')}
        // Its one way out is the Close below (and Escape).
        hideCloseButton
        footer={<Button onPress={() => setShownFailure(null)}>{t('close')}</Button>}
      >
        <p className="text-sm text-ink" dir="auto">
          {shownFailure?.failureMessage}
        </p>
      </Dialog>
    </div>
  );
}
