import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';

/** `/api/shop`: e-commerce: vendors and their store syncs, products, product categories and tags. */
export const shopService: FastifyPluginAsync<{ ctx: ServerContext }> = async (_app, _options) => {};
