export { useSyncRuns } from './api/useSyncRuns';
export { SyncStatusBadge } from './ui/SyncStatusBadge';
