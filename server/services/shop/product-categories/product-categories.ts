import type { FastifyInstance } from 'fastify';
import { shopContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { badRequest } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { registerResource } from '../../../resources/register-resource';
import './table';

const { productCategories, productCategoryNames, PRODUCT_CATEGORY_MESSAGES: M } = shopContract;
type Row = Record<string, unknown>;
type Input = shopContract.ProductCategoryInput;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const setActive = (isActive: 0 | 1) => async (trx: Db, row: Row, { now }: { now: number }) => {
  await trx.updateTable('product_categories').set({ is_active: isActive, updated_at: new Date(now).toISOString() }).where('id', '=', Number(row.id)).execute();
};

/**
 * A parent must be an existing top-level category other than the category itself, and a category with
 * sub-categories stays top-level (categories are two levels deep); a sub-category needs its display rank.
 */
async function checkParent(db: Db, input: Input, existing: Row | null): Promise<void> {
  const parentId = input.parentCategoryId ?? null;
  if (parentId === null) return;
  const refuse = (message: string) => {
    throw badRequest(message, { parentCategoryId: message });
  };
  if (existing && Number(existing.id) === parentId) refuse(M.parentIsItself);
  const parent = await db.selectFrom('product_categories').select(['id', 'parent_category_id']).where('id', '=', parentId).executeTakeFirst();
  if (!parent) refuse(M.parentNotFound);
  if (parent!.parent_category_id !== null) refuse(M.parentIsSubCategory);
  if (existing) {
    const child = await db.selectFrom('product_categories').select('id').where('parent_category_id', '=', Number(existing.id)).executeTakeFirst();
    if (child) refuse(M.hasSubCategories);
  }
  if (input.displayRank === null || input.displayRank === undefined) throw badRequest(M.rank, { displayRank: M.rank });
}

/** `category`: the list (by name, slug and status), find, multipart save and update, activate, deactivate, history, the two pictures and the name summary. */
export function registerProductCategoryCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(
    app,
    ctx,
    productCategories,
    {
      table: 'product_categories',
      readFrom: 'product_categories_view',
      keywordColumns: ['name'],
      orderColumn: 'updated_at',
      filterColumns: { status: 'status', slug: { column: 'slug', contains: true } },
      fileColumns: { imageFile: 'image', bannerFile: 'banner' },
      toRecord: (row) => ({
        id: Number(row.id),
        name: String(row.name),
        description: String(row.description),
        slug: String(row.slug),
        isActive: Number(row.is_active) === 1,
        parentCategoryId: nullableNumber(row.parent_category_id),
        parentCategoryName: row.parent_name === null || row.parent_name === undefined ? null : String(row.parent_name),
        displayRank: nullableNumber(row.display_rank),
        hasImage: Boolean(row.image_key),
        hasBanner: Boolean(row.banner_key),
        updateDate: String(row.updated_at),
      }),
      derivedFields: ['parentCategoryId', 'hasImage', 'hasBanner'],
      check: (db, input, { existing }) => checkParent(db, input, existing),
      toColumns: (input, { now }) => ({
        name: input.name,
        description: input.description,
        slug: input.slug,
        is_active: input.isActive ? 1 : 0,
        parent_category_id: input.parentCategoryId ?? null,
        display_rank: input.parentCategoryId === null || input.parentCategoryId === undefined ? null : (input.displayRank ?? null),
        updated_at: new Date(now).toISOString(),
      }),
      unique: [{ column: 'slug', field: 'slug', message: M.slugTaken }],
    },
    { activate: setActive(1), deactivate: setActive(0) },
  );

  registerCall(app, ctx, productCategoryNames, async () => {
    const rows = await ctx.db.selectFrom('product_categories').select(['id', 'name', 'parent_category_id', 'is_active']).orderBy('name').orderBy('id').execute();
    return { content: rows.map((row) => ({ id: Number(row.id), name: row.name, parentCategoryId: nullableNumber(row.parent_category_id), isActive: Number(row.is_active) === 1 })) };
  });
}
