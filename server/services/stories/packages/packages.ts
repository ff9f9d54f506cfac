import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { storiesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { registerResource } from '../../../resources/register-resource';
import { countryList } from './countries';
import { checkPackageVideos, completePackages, currentPackageId, replacePackageVideos, videosOfPackage } from './package-videos';
import '../library/table';

const { videoPackages, packageDayOf, isPackagePublished, isTooEarlyToPublish, formatWatchTime, PACKAGE_MESSAGES: M } = storiesContract;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The columns of the stats dialog's orders. */
const STAT_ORDER = { videoRank: 'package_videos.video_rank', likes: 'videos.likes', shares: 'videos.shares', watchTime: 'videos.watch_seconds' } as const;

/**
 * `package`: the two lists ('Currently Active/Upcoming' and 'History', split at today's current package,
 * UTC days), find with the videos, add, change while its published day has not come, the history of
 * changes; the stats of one package's videos; the video picker's search and the countries.
 */
export function registerPackageCalls(app: FastifyInstance, ctx: ServerContext): void {
  const today = () => packageDayOf(ctx.now());

  registerResource(app, ctx, videoPackages, {
    table: 'video_packages',
    keywordColumns: ['name'],
    orderColumn: 'published_at',
    sortColumns: { id: 'id', name: 'name', publishedAt: 'published_at' },
    filterColumns: { packageId: 'id' },
    listScopes: {
      list: ({ now }) => sql`(published_at > ${packageDayOf(now)} or id = ${currentPackageId(packageDayOf(now))})`,
      expired: ({ now }) => sql`(published_at <= ${packageDayOf(now)} and id <> coalesce(${currentPackageId(packageDayOf(now))}, 0))`,
    },
    toRecord: (row) => ({
      id: Number(row.id),
      name: String(row.name),
      publishedAt: String(row.published_at),
      createdAt: String(row.created_at),
      totalVideos: 0,
      totalLikes: 0,
      totalShares: 0,
      formattedTotalWatchTime: formatWatchTime(0),
      isCurrent: false,
      isPublished: isPackagePublished(String(row.published_at), ctx.now()),
      videos: [],
    }),
    complete: (db, records) => completePackages(db, records, today()),
    completeRecord: async (db, record) => ({ ...record, videos: await videosOfPackage(db, Number(record.id)) }),
    derivedFields: ['createdAt', 'totalVideos', 'totalLikes', 'totalShares', 'formattedTotalWatchTime', 'isCurrent', 'isPublished'],
    historyView: (_db, record) =>
      Promise.resolve({
        ...record,
        videos: (record.videos as storiesContract.PackageVideo[]).map(
          (video) => `${video.videoRank}. ${video.title} (${video.countries.map((country) => country.countryCode).join(', ')})`,
        ),
      }),
    check: async (db, input, { existing }) => {
      if (existing && isPackagePublished(String(existing.published_at), ctx.now())) throw conflict(M.published);
      if (isTooEarlyToPublish(input.publishedAt, ctx.now())) throw badRequest(M.publishedTooEarly, { publishedAt: M.publishedTooEarly });
      await checkPackageVideos(db, input.videos);
    },
    toColumns: (input, { now, existing }) => ({
      name: input.name,
      published_at: input.publishedAt,
      updated_at: new Date(now).toISOString(),
      ...(existing ? {} : { created_at: new Date(now).toISOString() }),
    }),
    afterWrite: (db, id, input) => replacePackageVideos(db, id, input.videos),
  });

  registerCall(app, ctx, storiesContract.packageVideoStats, async ({ body }) => {
    const pack = await ctx.db.selectFrom('video_packages').select('id').where('id', '=', body.packageId).executeTakeFirst();
    if (!pack) throw notFound(M.notFound);
    const page = Math.max(1, body.pageno);
    const size = body.limitCount;
    const direction = body.descending ? 'desc' : 'asc';
    const [counted, rows] = await Promise.all([
      ctx.db.selectFrom('package_videos').select((eb) => eb.fn.countAll<number>().as('count')).where('package_id', '=', body.packageId).executeTakeFirst(),
      ctx.db
        .selectFrom('package_videos')
        .innerJoin('videos', 'videos.id', 'package_videos.video_id')
        .select(['package_videos.id', 'package_videos.video_id', 'package_videos.video_rank', 'videos.title', 'videos.likes', 'videos.shares', 'videos.watch_seconds'])
        .where('package_videos.package_id', '=', body.packageId)
        .orderBy(STAT_ORDER[body.sortField ?? 'videoRank'], direction)
        .orderBy('package_videos.id', direction)
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
    ]);
    const totalRecords = Number(counted?.count ?? 0);
    return {
      content: rows.map((row) => ({
        id: Number(row.id),
        videoId: Number(row.video_id),
        title: row.title,
        videoRank: Number(row.video_rank),
        likes: Number(row.likes),
        shares: Number(row.shares),
        formattedWatchTime: formatWatchTime(Number(row.watch_seconds)),
      })),
      totalRecords,
      pageNumber: page,
      totalPages: Math.ceil(totalRecords / size),
    };
  });

  registerCall(app, ctx, storiesContract.videoNames, async ({ query }) => {
    const words = query.title?.trim().toLowerCase() ?? '';
    const pattern = `%${escapeLike(words)}%`;
    const matching = ctx.db
      .selectFrom('videos')
      .$if(words !== '', (select) =>
        select.where((eb) =>
          eb.or([sql<boolean>`lower(title) like ${pattern} escape '\\'`, eb('external_id', '=', words), ...(/^\d{1,9}$/.test(words) ? [eb('id', '=', Number(words))] : [])]),
        ),
      );
    const [counted, rows] = await Promise.all([
      matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
      matching.select(['id', 'title', 'external_id']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute(),
    ]);
    return { content: rows.map((row) => ({ id: Number(row.id), title: row.title, externalId: row.external_id })), totalRecords: Number(counted?.count ?? 0) };
  });

  registerCall(app, ctx, storiesContract.countryNames, ({ query }) => Promise.resolve({ content: countryList(query.language) }));
}
