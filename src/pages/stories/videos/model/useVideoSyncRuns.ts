import { storiesContract, useApi } from '@/shared/api';

/** While a run is unfinished the list is asked again this often; once every run has ended, never. */
const WHILE_RUNNING_MS = 2000;

const isUnfinished = (run: storiesContract.VideoSyncLog) => run.statusValue === 'PENDING' || run.statusValue === 'RUNNING';

/** The video host's sync runs, newest first, 25 a page (shell §9); read again while one of them is still going. */
export function useVideoSyncRuns(pageno: number) {
  return useApi(
    storiesContract.videoSyncLogs,
    { body: { pageno, limitCount: 25, descending: true } },
    { refreshInterval: (latest) => (latest?.content.some(isUnfinished) ? WHILE_RUNNING_MS : 0) },
  );
}

/** Whether a run's state opens its log (shell §4): a failed run, or one waiting with a log of its last try. */
export const hasShownLog = (run: storiesContract.VideoSyncLog) => run.statusValue === 'FAILED' || (run.statusValue === 'PENDING' && Boolean(run.failureLog));
