import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { storiesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { isUniqueViolation } from '../../../db/unique-violation';
import { conflict, notFound } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { SampleVideoHostServer } from '../sample-video-host/sample-video-host';
import { SAMPLE_THUMBNAIL_ROUTE, sampleThumbnail } from '../sample-video-host/thumbnail';
import { givenUpVideoSync, runVideoSync, UNFINISHED, VIDEO_SYNC_JOB, type VideoSyncJob } from './run-video-sync';
import type { VideoSyncRunTable } from './table';

const { startVideoSync, videoSyncLogs, VIDEO_SYNC_MESSAGES: M } = storiesContract;

const toLog = (row: Selectable<VideoSyncRunTable>): storiesContract.VideoSyncLog => ({
  id: Number(row.id),
  statusValue: row.status,
  videosFetched: Number(row.videos_fetched),
  failureLog: row.failure_log,
  syncStartedAt: row.sync_started_at,
  syncCompletedAt: row.sync_completed_at,
  createdAt: row.created_at,
});

/** The demo catalogue's index of a sample video, from its host id (`824000000 + index × 1373`). */
const sampleIndexOf = (name: string) => {
  const id = Number(name.replace(/\.png$/, ''));
  return Number.isInteger(id) && id >= 824_000_000 && (id - 824_000_000) % 1373 === 0 ? (id - 824_000_000) / 1373 : undefined;
};

/**
 * `video/sync`: starting a sync of the video host (queued as a background job: it runs once, on whichever
 * replica takes it; one at a time) and the list of its runs. With the sample host on, also its thumbnails.
 */
export function registerVideoSyncCalls(app: FastifyInstance, ctx: ServerContext): void {
  const sample = new SampleVideoHostServer(() => `${ctx.publicOrigin}/api/stories${SAMPLE_THUMBNAIL_ROUTE}`, ctx.now);
  // The sample host closes only once no sync still reads it.
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await sample.close();
  });
  ctx.jobs.define<VideoSyncJob>({
    name: VIDEO_SYNC_JOB,
    run: (job) => runVideoSync(ctx, sample, job),
    givenUp: async (job) => void (await givenUpVideoSync(ctx, job)),
    // A catalogue of thousands syncs in a minute or two; a run silent for 10 is taken as lost with its server.
    expireInSeconds: 600,
    retryLimit: 2,
    retryDelaySeconds: 5,
  });
  // This process's runner keeps no queue across restarts: the runs it had not finished are queued again.
  if (!ctx.jobs.durable) {
    app.addHook('onReady', async () => {
      const unfinished = await ctx.db.selectFrom('video_sync_runs').select('id').where('status', 'in', UNFINISHED).execute();
      for (const { id } of unfinished) await ctx.jobs.send(VIDEO_SYNC_JOB, { runId: Number(id) });
    });
  }

  registerCall(app, ctx, startVideoSync, async () => {
    const row = await ctx.db
      .insertInto('video_sync_runs')
      .values({ status: 'PENDING', videos_fetched: 0, tries: 0, created_at: new Date(ctx.now()).toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(M.alreadyRunning);
        throw error;
      });
    await ctx.jobs.send(VIDEO_SYNC_JOB, { runId: Number(row.id) });
    return { success: true, message: M.started, data: toLog(row) };
  });

  registerCall(app, ctx, videoSyncLogs, async ({ body }) => {
    const { pageno, limitCount, descending } = body;
    const page = Math.max(1, pageno);
    const [counted, rows] = await Promise.all([
      ctx.db.selectFrom('video_sync_runs').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
      ctx.db
        .selectFrom('video_sync_runs')
        .selectAll()
        .orderBy('id', descending === false ? 'asc' : 'desc')
        .limit(limitCount)
        .offset((page - 1) * limitCount)
        .execute(),
    ]);
    const totalRecords = Number(counted?.count ?? 0);
    return { content: rows.map(toLog), totalRecords, pageNumber: page, totalPages: Math.ceil(totalRecords / limitCount) };
  });

  if (ctx.sampleStores) {
    app.get<{ Params: { name: string } }>(`${SAMPLE_THUMBNAIL_ROUTE}/:name`, async (request, reply) => {
      const index = sampleIndexOf(request.params.name);
      if (index === undefined) throw notFound('This file does not exist.');
      return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(sampleThumbnail(index % 8));
    });
  }
}
