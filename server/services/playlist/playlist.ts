import type { FastifyInstance } from 'fastify';
import { playlistContract } from '@/shared/api/contract';
import { can, type SecurityPointKey } from '@/shared/lib/permissions';
import type { ServerContext } from '../../context';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';

/** The screens that pick a video title: courses, chapters, lessons and batch contents. */
const PICKING_POINTS: readonly SecurityPointKey[] = ['COURSES', 'CHAPTERS', 'LESSONS', 'BATCHES'];

export function registerPlaylistCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, playlistContract.videoTitleSummary, async ({ query, session }) => {
    if (!PICKING_POINTS.some((point) => can(session.permissions, point, 'list'))) throw forbidden();
    const total = await ctx.db.selectFrom('playlist_videos').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await ctx.db
      .selectFrom('playlist_videos')
      .select(['id', 'title'])
      .orderBy('position')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute();
    const totalRecords = Number(total?.total ?? 0);
    return { content: rows, totalRecords, pageNumber: query.pageNumber, totalPages: Math.ceil(totalRecords / query.pageSize) };
  });
}
