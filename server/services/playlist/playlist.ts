import type { FastifyInstance } from 'fastify';
import { playlistContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { registerCall } from '../../http/route';

export function registerPlaylistCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, playlistContract.videoTitleSummary, async ({ query }) => {
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
