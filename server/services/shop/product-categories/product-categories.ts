import type { FastifyInstance } from 'fastify';
import { shopContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { registerCall } from '../../../http/route';
import './table';

/** `category`: the name summary the category pickers read. */
export function registerProductCategoryCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, shopContract.productCategoryNames, async () => {
    const rows = await ctx.db.selectFrom('product_categories').select(['id', 'name', 'parent_category_id', 'is_active']).orderBy('name').orderBy('id').execute();
    return { content: rows.map((row) => ({ id: Number(row.id), name: row.name, parentCategoryId: row.parent_category_id === null ? null : Number(row.parent_category_id), isActive: Number(row.is_active) === 1 })) };
  });
}
