import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

/** `/api/premium`: Athan premium codes. No calls are served yet; unknown paths answer 404 JSON. */
export const premiumService: FastifyPluginAsync<{ ctx: ServerContext }> = async (_app, _options) => {};
