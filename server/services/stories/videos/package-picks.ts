import type { FastifyInstance } from 'fastify';
import { storiesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { isUniqueViolation } from '../../../db/unique-violation';
import { conflict, notFound } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { recordChange } from '../../../resources/record-history';
import '../library/table';

const { packageNames, addVideoToPackage, isPackagePublished, PACKAGE_PICK_MESSAGES: M } = storiesContract;

/**
 * GET package/name-summary (the add-to-package picker) and PATCH package/{id}/add-videos: a video put in a
 * package not yet published (its day still to come), once, at a rank; it is shown in the countries the
 * package's other videos are.
 */
export function registerPackagePicks(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, packageNames, async () => {
    const rows = await ctx.db.selectFrom('video_packages').select(['id', 'name', 'published_at']).orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
    return { content: rows.map((row) => ({ id: Number(row.id), name: row.name, publishedAt: row.published_at })) };
  });

  registerCall(app, ctx, addVideoToPackage, async ({ params, body, session }) => {
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const pack = await trx.selectFrom('video_packages').select(['id', 'published_at']).where('id', '=', params.id).executeTakeFirst();
        if (!pack) throw notFound(M.packageNotFound);
        const video = await trx.selectFrom('videos').select('id').where('id', '=', body.videoId).executeTakeFirst();
        if (!video) throw notFound(M.videoNotFound);
        const now = ctx.now();
        if (isPackagePublished(pack.published_at, now)) throw conflict(M.published);
        const places = await trx.selectFrom('package_videos').select(['video_id', 'countries']).where('package_id', '=', params.id).execute();
        if (places.some((place) => Number(place.video_id) === body.videoId)) throw conflict(M.alreadyIn);
        const countries = [...new Set(places.flatMap((place) => JSON.parse(place.countries) as string[]))].sort();
        await trx
          .insertInto('package_videos')
          .values({ package_id: params.id, video_id: body.videoId, video_rank: body.videoRank, countries: JSON.stringify(countries) })
          .execute();
        await trx.updateTable('video_packages').set({ updated_at: new Date(now).toISOString() }).where('id', '=', params.id).execute();
        await recordChange(trx, {
          resource: 'video',
          recordId: body.videoId,
          action: 'updated',
          session,
          at: now,
          before: { package: null },
          after: { package: `${params.id} (rank ${body.videoRank})` },
        });
      });
    } catch (error) {
      // Two adds of the same video at once: the second meets the unique pair.
      if (isUniqueViolation(error)) throw conflict(M.alreadyIn);
      throw error;
    }
    return { success: true, message: M.added };
  });
}
