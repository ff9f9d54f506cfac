import { z } from 'zod';
import { pageNumberField, pageReply, pageSizeField, successReply } from '../common';
import { defineCall } from '../define';

/** The spec's words (shell §8), then this product's own. */
export const VIDEO_SYNC_MESSAGES = {
  started: 'Video syncing in progress, please wait for few minutes to complete the process.',
  errorTitle: 'Videos Sync Error',
  // Not worded by the spec:
  alreadyRunning: 'A video sync is already running; wait for it to finish.',
  givenUp: 'The sync stopped with its server and every retry failed; start it again.',
  hostRefused: 'The video host could not be read: {{reason}}',
} as const;

/** The refusal of the video host, in its words. */
export const hostRefusedMessage = (reason: string) => VIDEO_SYNC_MESSAGES.hostRefused.replace('{{reason}}', reason);

/** A run's state (shell §4): waiting for a worker, running, done, or stopped by a failure (its log says why). */
export const VIDEO_SYNC_STATUSES = ['PENDING', 'RUNNING', 'SUCCESS', 'FAILED'] as const;
export type VideoSyncStatus = (typeof VIDEO_SYNC_STATUSES)[number];

/** One sync of the video host (shell §3 video sync log), with how many videos it read. */
export const videoSyncLog = z.object({
  id: z.number().int(),
  statusValue: z.enum(VIDEO_SYNC_STATUSES),
  videosFetched: z.number().int(),
  /** Why the run failed, or null. */
  failureLog: z.string().nullable(),
  /** ISO 8601 date-times in UTC; null until the run starts or ends. */
  syncStartedAt: z.string().nullable(),
  syncCompletedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type VideoSyncLog = z.infer<typeof videoSyncLog>;

/** POST video/sync: queues a sync of the video host; it runs in the background. */
export const startVideoSync = defineCall({
  service: 'stories',
  method: 'POST',
  path: '/video/sync',
  summary: 'Start a sync of the video host',
  access: { point: 'VIDEOS', bit: 'edit' },
  reply: successReply.extend({ data: videoSyncLog }),
});

/** POST video/sync/list: the sync runs, newest first, in the spec's pageno/limitCount dialect (25 a page, shell §9). */
export const videoSyncLogs = defineCall({
  service: 'stories',
  method: 'POST',
  path: '/video/sync/list',
  summary: 'The sync runs of the video host',
  access: { point: 'VIDEOS', bit: 'view' },
  body: z.object({
    pageno: pageNumberField(z.number(), 0).default(1),
    limitCount: pageSizeField(z.number()).default(25),
    descending: z.boolean().optional(),
  }),
  reply: pageReply(videoSyncLog),
});
