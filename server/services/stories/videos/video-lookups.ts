import type { FastifyInstance } from 'fastify';
import { siteContract, storiesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import '../library/table';

const { videoCategoryNames, videoPackagePlaces, VIDEO_MESSAGES: M } = storiesContract;

/** GET category/name-summary (the list's filter and the form's category) and GET video/{id}/packages (the Assigned Packages dialog). */
export function registerVideoLookups(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, videoCategoryNames, async () => {
    const rows = await ctx.db.selectFrom('video_categories').select(['id', 'name']).orderBy('name').orderBy('id').execute();
    return { content: rows.map((row) => ({ id: Number(row.id), name: row.name })) };
  });

  registerCall(app, ctx, videoPackagePlaces, async ({ params }) => {
    const video = await ctx.db.selectFrom('videos').select('id').where('id', '=', params.id).executeTakeFirst();
    if (!video) throw notFound(M.notFound);
    const rows = await ctx.db
      .selectFrom('package_videos')
      .innerJoin('video_packages', 'video_packages.id', 'package_videos.package_id')
      .select(['video_packages.id as packageId', 'video_packages.name as packageName', 'video_packages.published_at as publishedAt', 'package_videos.video_rank as videoRank', 'package_videos.countries'])
      .where('package_videos.video_id', '=', params.id)
      .orderBy('video_packages.published_at', 'desc')
      .orderBy('video_packages.id', 'desc')
      .execute();
    return {
      content: rows.map((row) => ({
        packageId: Number(row.packageId),
        packageName: row.packageName,
        publishedAt: row.publishedAt,
        videoRank: Number(row.videoRank),
        countries: (JSON.parse(row.countries) as string[]).map((code) => ({ countryCode: code, countryName: siteContract.countryNameOf(code) })),
      })),
    };
  });
}
