import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

/** `/api/site`: the content site: articles, tags, gallery, community, security, users. No calls are served yet; unknown paths answer 404 JSON. */
export const siteService: FastifyPluginAsync<{ ctx: ServerContext }> = async (_app, _options) => {};
