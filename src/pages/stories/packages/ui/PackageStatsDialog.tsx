import { useState } from 'react';
import { errorText, storiesContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableColumn, type DataTableSort } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';

type Stat = storiesContract.PackageVideoStat;
type SortField = (typeof storiesContract.PACKAGE_STAT_SORT_FIELDS)[number];
const PAGE_SIZE = 10;

export interface PackageStatsDialogProps {
  /** The package whose videos are shown; null: closed. */
  pack: storiesContract.PackageRow | null;
  onClose(): void;
}

/** The videos of one package by rank with their likes, shares and watch time, 10 a page, sortable by each count; Close only. */
export function PackageStatsDialog({ pack, onClose }: PackageStatsDialogProps) {
  const { t } = useTranslation('packages');
  return (
    <Dialog
      isOpen={pack !== null}
      onOpenChange={(open) => !open && onClose()}
      title={pack ? t('stats.title', { name: pack.name }) : ''}
      size="xl"
      hideCloseButton
      footer={
        <Button variant="secondary" onPress={onClose}>
          {t('stats.close')}
        </Button>
      }
    >
      {pack && <PackageStatsTable key={pack.id} pack={pack} />}
    </Dialog>
  );
}

function PackageStatsTable({ pack }: { pack: storiesContract.PackageRow }) {
  const { t } = useTranslation('packages');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort>({ column: 'videoRank', direction: 'ascending' });
  const reply = useApi(
    storiesContract.packageVideoStats,
    { body: { packageId: pack.id, pageno: page, limitCount: PAGE_SIZE, sortField: sort.column as SortField, descending: sort.direction === 'descending' } },
    { keepPreviousData: true },
  );
  const columns: DataTableColumn<Stat>[] = [
    { id: 'videoRank', header: t('stats.rank'), cell: (row) => row.videoRank, isSortable: true, width: 90 },
    { id: 'title', header: t('stats.videoTitle'), cell: (row) => row.title, isRowHeader: true, isUserText: true },
    { id: 'likes', header: t('stats.likes'), cell: (row) => row.likes, isSortable: true, inCard: true },
    { id: 'shares', header: t('stats.shares'), cell: (row) => row.shares, isSortable: true, inCard: true },
    { id: 'watchTime', header: t('stats.watchTime'), cell: (row) => <span dir="ltr">{row.formattedWatchTime}</span>, isSortable: true, inCard: true },
  ];
  return (
    <DataTable<Stat>
      label={t('stats.tableLabel', { name: pack.name })}
      columns={columns}
      rows={reply.data?.content ?? []}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.title}
      isLoading={!reply.data && !reply.error}
      error={reply.data ? undefined : reply.error}
      errorMessage={errorText(reply.error) ?? t('stats.failed')}
      onRetry={() => void reply.mutate()}
      emptyTitle={t('stats.empty')}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      page={reply.data ? { pageNumber: page, pageSize: PAGE_SIZE, totalRecords: reply.data.totalRecords } : undefined}
      onPageChange={setPage}
    />
  );
}
