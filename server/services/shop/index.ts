import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerVendorCalls } from './vendors/vendors';
import { registerProductTagCalls } from './product-tags/product-tags';
import { registerProductCategoryCalls } from './product-categories/product-categories';
import { registerProductCalls } from './products/products';
import { registerStoreSyncCalls } from './store-sync/store-sync';

/** `/api/shop`: e-commerce: vendors and their store syncs, products, product categories and tags. */
export const shopService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  registerVendorCalls(app, ctx);
  registerProductTagCalls(app, ctx);
  registerProductCategoryCalls(app, ctx);
  registerProductCalls(app, ctx);
  registerStoreSyncCalls(app, ctx);
};
