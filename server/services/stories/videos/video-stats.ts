import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { storiesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { registerCall } from '../../../http/route';
import '../library/table';

const { videoStatsDownload, videoStatsFileName, formatWatchTime, VIDEO_STATS_COLUMNS } = storiesContract;

/** How many videos are read at a time while the file is written. */
const BATCH = 500;

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const dayAfter = (day: string) => new Date(Date.parse(dayStart(day)) + 86_400_000).toISOString();

/** The rows of the videos added from `startDate` through `endDate`, oldest first, read a batch at a time. */
async function* statsRows(db: Db, startDate: string, endDate: string): AsyncGenerator<(string | number)[]> {
  const categories = new Map((await db.selectFrom('video_categories').select(['id', 'name']).execute()).map((row) => [Number(row.id), row.name]));
  let after = { createdAt: '', id: 0 };
  for (;;) {
    const rows = await db
      .selectFrom('videos')
      .select(['id', 'external_id', 'title', 'category_id', 'likes', 'shares', 'watch_seconds', 'created_at'])
      .select((eb) => eb.selectFrom('package_videos').select((inner) => inner.fn.countAll<number>().as('count')).whereRef('package_videos.video_id', '=', 'videos.id').as('packages'))
      .where('created_at', '>=', dayStart(startDate))
      .where('created_at', '<', dayAfter(endDate))
      .where((eb) => eb.or([eb('created_at', '>', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)])]))
      .orderBy('created_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      yield [
        Number(row.id),
        row.external_id,
        row.title,
        row.category_id === null ? '' : (categories.get(Number(row.category_id)) ?? ''),
        Number(row.likes),
        Number(row.shares),
        formatWatchTime(Number(row.watch_seconds)),
        Number(row.watch_seconds),
        Number(row.packages ?? 0),
      ];
    }
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: Number(last.id) };
  }
}

/**
 * GET video/stats/download: one CSV row per video added in the range (its id, Vimeo id, title, category,
 * likes, shares, watch time as shown and in seconds, and how many packages hold it), written as it is
 * read; UTF-8 with a byte-order mark, so a spreadsheet opens Urdu and Arabic titles intact.
 */
export function registerVideoStats(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, videoStatsDownload, async ({ query, reply }) => {
    const csv = Readable.from(statsRows(ctx.db, query.startDate, query.endDate)).pipe(stringify({ bom: true, header: true, columns: [...VIDEO_STATS_COLUMNS] }));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${videoStatsFileName(query.startDate, query.endDate)}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
