import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerVendorCalls } from './vendors/vendors';

/** `/api/shop`: e-commerce: vendors and their store syncs, products, product categories and tags. */
export const shopService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  registerVendorCalls(app, ctx);
};
