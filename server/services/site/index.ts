import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerTagCalls } from './tags/tags';

/** `/api/site`: the content site: articles, tags, gallery, community, security, users. */
export const siteService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  registerTagCalls(app, ctx);
};
