import { useState } from 'react';
import { useCan } from '@/entities/session';
import type { storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';
import { Button } from '@/shared/ui/button';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { StatusBadge } from '@/shared/ui/status-badge';
import { hasShownLog, useVideoSyncRuns } from '../model/useVideoSyncRuns';
import { StartVideoSyncButton } from './StartVideoSyncButton';
import { VIDEOS_PATH } from './paths';

type Run = storiesContract.VideoSyncLog;
const TONES = { PENDING: 'neutral', RUNNING: 'info', SUCCESS: 'success', FAILED: 'danger' } as const;

/**
 * /video-management/sync-videos/: Sync Videos (with the edit bit) and every run with its state, how many
 * videos it read and its times, 25 a page, read again while one is going. A failed run's state (or a
 * waiting one's, when its last try left a log) opens 'Videos Sync Error' with the log.
 */
export function VideoSyncScreen() {
  const { t } = useTranslation('videos');
  const { dateTime } = useDateFormats();
  const can = useCan();
  const [pageno, setPageno] = useState(1);
  const [shownLog, setShownLog] = useState<Run | null>(null);
  const runs = useVideoSyncRuns(pageno);

  const badge = (run: Run) => <StatusBadge tone={TONES[run.statusValue]}>{t(`sync.status.${run.statusValue}`)}</StatusBadge>;
  const columns: DataTableColumn<Run>[] = [
    { id: 'id', header: t('sync.columns.id'), cell: (run) => t('sync.runNumber', { id: run.id }), isRowHeader: true, inCard: true },
    {
      id: 'status',
      header: t('sync.columns.status'),
      inCard: true,
      cell: (run) =>
        hasShownLog(run) ? (
          <Button variant="ghost" size="sm" onPress={() => setShownLog(run)} aria-label={t('sync.showFailure', { id: run.id, status: t(`sync.status.${run.statusValue}`) })}>
            {badge(run)}
          </Button>
        ) : (
          badge(run)
        ),
    },
    { id: 'videos', header: t('sync.columns.videos'), cell: (run) => run.videosFetched, align: 'end', inCard: true },
    { id: 'started', header: t('sync.columns.started'), cell: (run) => (run.syncStartedAt ? dateTime(run.syncStartedAt) : t('sync.notYet')), inCard: true },
    { id: 'completed', header: t('sync.columns.completed'), cell: (run) => (run.syncCompletedAt ? dateTime(run.syncCompletedAt) : t('sync.notYet')) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('sync.title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: VIDEOS_PATH }, { label: t('sync.breadcrumb') }]}
        description={t('sync.description')}
        actions={can('VIDEOS', 'edit') ? <StartVideoSyncButton /> : undefined}
      />
      <DataTable
        label={t('sync.tableLabel')}
        columns={columns}
        rows={runs.data?.content ?? []}
        getRowId={(run) => run.id}
        getRowLabel={(run) => t('sync.runNumber', { id: run.id })}
        isLoading={runs.isLoading}
        error={runs.data ? undefined : runs.error}
        onRetry={() => void runs.mutate()}
        errorMessage={t('sync.loadFailed')}
        emptyTitle={t('sync.empty.title')}
        // Only someone who may start a sync is asked to.
        emptyDescription={can('VIDEOS', 'edit') ? t('sync.empty.description') : undefined}
        page={runs.data ? { pageNumber: pageno, pageSize: 25, totalRecords: runs.data.totalRecords } : undefined}
        onPageChange={setPageno}
      />
      <Dialog
        isOpen={shownLog !== null}
        onOpenChange={(open) => !open && setShownLog(null)}
        title={t('sync.errorTitle')}
        // Its one way out is the Close below (and Escape).
        hideCloseButton
        footer={<Button onPress={() => setShownLog(null)}>{t('sync.close')}</Button>}
      >
        <p className="text-sm text-ink" dir="auto">
          {shownLog?.failureLog}
        </p>
      </Dialog>
    </div>
  );
}
