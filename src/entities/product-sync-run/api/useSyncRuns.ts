import { shopContract, useApi } from '@/shared/api';

/** While a run is unfinished its list is asked again this often; once every run has ended, never. */
const WHILE_RUNNING_MS = 2000;

const isUnfinished = (run: shopContract.ProductSyncLog) => shopContract.UNFINISHED_SYNC_STATUSES.includes(run.status);

/** A vendor's sync runs, newest first, 25 a page (shell §9); refreshed while one of them is still going. */
export function useSyncRuns(vendorId: number, pageNumber: number) {
  return useApi(
    shopContract.productSyncLogs,
    { body: { vendorId, pageNumber, pageSize: 25, descending: true } },
    { refreshInterval: (latest) => (latest?.content.some(isUnfinished) ? WHILE_RUNNING_MS : 0) },
  );
}
