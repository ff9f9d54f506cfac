import type { Generated } from 'kysely';
import type { storiesContract } from '@/shared/api/contract';

/** One run of the video host's sync. */
export interface VideoSyncRunTable {
  id: Generated<number>;
  /** The same for every run: the unique index over unfinished runs keeps one at a time. */
  slot: Generated<string>;
  status: storiesContract.VideoSyncStatus;
  videos_fetched: number;
  failure_log: string | null;
  /** How many times a worker has started the run: 1, or more when a try failed or its server died. */
  tries: number;
  sync_started_at: string | null;
  sync_completed_at: string | null;
  created_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    video_sync_runs: VideoSyncRunTable;
  }
}
