import type { FastifyInstance } from 'fastify';
import { shopContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { registerCall } from '../../../http/route';
import './table';

/** `vendor`: the name summary for pickers. */
export function registerVendorCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, shopContract.vendorNames, async () => {
    const rows = await ctx.db.selectFrom('vendors').select(['id', 'name', 'slug', 'store_type', 'is_active']).orderBy('name').orderBy('id').execute();
    return { content: rows.map((row) => ({ id: Number(row.id), name: row.name, slug: row.slug, storeType: row.store_type, isActive: Number(row.is_active) === 1 })) };
  });
}
