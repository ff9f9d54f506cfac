import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

/** `/api/shop`: e-commerce: vendors, products, categories, tags. No calls are served yet; unknown paths answer 404 JSON. */
export const shopService: FastifyPluginAsync<{ ctx: ServerContext }> = async (_app, _options) => {};
