import { storiesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { SAMPLE_VIDEO_HOST_TOKEN } from '../sample-video-host/credentials';
import type { SampleVideoHostServer } from '../sample-video-host/sample-video-host';
import { fetchHostVideos, HostRefusal, type SyncedVideo } from './vimeo-client';
import '../library/table';
import './table';

const M = storiesContract.VIDEO_SYNC_MESSAGES;
export const VIDEO_SYNC_JOB = 'video-sync';
export const UNFINISHED: readonly storiesContract.VideoSyncStatus[] = ['PENDING', 'RUNNING'];

export interface VideoSyncJob {
  runId: number;
}

/** The host a sync reads: the configured one, else (demo, tests) the local sample host with its token unless another is configured. */
async function hostOf(ctx: ServerContext, sample: SampleVideoHostServer): Promise<{ origin: string; token: string }> {
  const { baseUrl, token } = ctx.videoHost;
  if (baseUrl) {
    if (!token) throw new HostRefusal('No token is configured for the video host (VIDEO_HOST_TOKEN).');
    return { origin: baseUrl, token };
  }
  if (!ctx.sampleStores) throw new HostRefusal('No video host is configured (VIDEO_HOST_URL and VIDEO_HOST_TOKEN).');
  return { origin: await sample.origin(), token: token ?? SAMPLE_VIDEO_HOST_TOKEN };
}

/**
 * A page of the host's videos, each added or brought up to date by its host id: what the host owns
 * (title, description, tags, thumbnail, created time, likes). What staff set (category, sponsorship and its
 * call to action) is never written here.
 */
async function upsertVideos(trx: Db, videos: readonly SyncedVideo[], now: number): Promise<void> {
  const stamp = new Date(now).toISOString();
  for (const video of videos) {
    const hostOwned = {
      title: video.title,
      description: video.description,
      tags: JSON.stringify(video.tags),
      thumbnail_url: video.thumbnailUrl,
      created_at: video.createdAt,
      ...(video.likes === null ? {} : { likes: video.likes }),
    };
    await trx
      .insertInto('videos')
      .values({ external_id: video.externalId, ...hostOwned, updated_at: stamp })
      .onConflict((conflict) => conflict.column('external_id').doUpdateSet({ ...hostOwned, updated_at: stamp }))
      .execute();
  }
}

const finished = (ctx: ServerContext, runId: number, fields: { status: 'SUCCESS' | 'FAILED'; failure_log?: string; videos_fetched?: number }) =>
  ctx.db
    .updateTable('video_sync_runs')
    .set({ ...fields, sync_completed_at: new Date(ctx.now()).toISOString() })
    .where('id', '=', runId)
    .where('status', 'in', UNFINISHED)
    .execute();

/**
 * One run of the video sync, as the job runner hands it over: every page of the host's videos, each
 * stored before the next is read, then the run's row says how it ended. The host's refusal ends the run
 * as failed in the host's words; a fault of this server (its database gone) is thrown, so the job is tried
 * again. Trying again is safe: videos are upserted by the host's id.
 */
export async function runVideoSync(ctx: ServerContext, sample: SampleVideoHostServer, { runId }: VideoSyncJob): Promise<void> {
  const run = await ctx.db.selectFrom('video_sync_runs').select('status').where('id', '=', runId).executeTakeFirst();
  if (!run || !UNFINISHED.includes(run.status)) return;
  await ctx.db
    .updateTable('video_sync_runs')
    .set((eb) => ({ status: 'RUNNING', sync_started_at: new Date(ctx.now()).toISOString(), videos_fetched: 0, tries: eb('tries', '+', 1) }))
    .where('id', '=', runId)
    .execute();
  let fetched = 0;
  const store = async (page: SyncedVideo[]) => {
    await ctx.db.transaction().execute(async (trx) => {
      await upsertVideos(trx, page, ctx.now());
      fetched += page.length;
      await trx.updateTable('video_sync_runs').set({ videos_fetched: fetched }).where('id', '=', runId).execute();
    });
  };
  try {
    const host = await hostOf(ctx, sample);
    await fetchHostVideos(host.origin, host.token, store);
  } catch (error) {
    if (!(error instanceof HostRefusal)) throw error;
    await finished(ctx, runId, { status: 'FAILED', failure_log: storiesContract.hostRefusedMessage(error.message), videos_fetched: fetched });
    return;
  }
  await finished(ctx, runId, { status: 'SUCCESS', videos_fetched: fetched });
}

/** A run whose every try failed or was lost with its server: its log says so. */
export const givenUpVideoSync = (ctx: ServerContext, { runId }: VideoSyncJob) => finished(ctx, runId, { status: 'FAILED', failure_log: M.givenUp });
