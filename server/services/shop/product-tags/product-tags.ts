import type { FastifyInstance } from 'fastify';
import { shopContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { registerCall } from '../../../http/route';
import './table';

/** `tag`: the name summary for the products' pickers. */
export function registerProductTagCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, shopContract.productTagNames, async () => {
    const rows = await ctx.db.selectFrom('product_tags').select(['id', 'name', 'is_active']).orderBy('name').orderBy('id').execute();
    return { content: rows.map((row) => ({ id: Number(row.id), name: row.name, isActive: Number(row.is_active) === 1 })) };
  });
}
