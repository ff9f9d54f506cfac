import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { shopContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { badRequest } from '../../../http/errors';
import { registerResource } from '../../../resources/register-resource';
import './table';

type Row = Record<string, unknown>;
const { products, PRODUCT_MESSAGES, unknownImageMessage } = shopContract;

const parsed = <T>(json: unknown, fallback: T): T => {
  try {
    return JSON.parse(String(json)) as T;
  } catch {
    return fallback;
  }
};
const imagesOf = (row: Row) => parsed<shopContract.ProductImage[]>(row.images, []);
const approvedOf = (row: Row) => parsed<string[]>(row.approved_images, []);

const toRecord = (row: Row): shopContract.Product => ({
  id: Number(row.id),
  productId: String(row.product_id),
  title: String(row.title),
  description: String(row.description),
  price: String(row.price),
  vendorId: Number(row.vendor_id),
  vendorSlug: String(row.vendor_slug),
  vendorName: String(row.vendor_name),
  vendorStoreType: String(row.vendor_store_type),
  vendorStoreCurrency: String(row.currency),
  categoryId: row.category_id === null ? null : Number(row.category_id),
  categoryName: row.category_name === null ? null : String(row.category_name),
  subCategoryId: row.sub_category_id === null ? null : Number(row.sub_category_id),
  tagIds: parsed<number[]>(row.tag_ids, []),
  rank: Number(row.rank),
  isActive: Number(row.is_active) === 1,
  vendorProductUrl: String(row.vendor_product_url),
  storeResponse: String(row.store_response),
  images: imagesOf(row),
  approvedImages: approvedOf(row),
  syncedAt: String(row.synced_at),
  updateDate: String(row.updated_at),
});

/** Refuses a category, sub-category or tag that does not exist, or a sub-category of another category, with the words at its field. */
async function checkChoices(db: Db, input: shopContract.ProductInput): Promise<void> {
  const refuse = (field: string, message: string) => badRequest(PRODUCT_MESSAGES.saveFailed, { [field]: message });
  const [category, subCategory] = await Promise.all(
    [input.categoryId, input.subCategoryId].map((id) => db.selectFrom('product_categories').select(['id', 'parent_category_id']).where('id', '=', id).executeTakeFirst()),
  );
  if (!category) throw refuse('categoryId', PRODUCT_MESSAGES.unknownCategory);
  if (category.parent_category_id !== null) throw refuse('categoryId', PRODUCT_MESSAGES.topLevelCategory);
  if (!subCategory) throw refuse('subCategoryId', PRODUCT_MESSAGES.unknownCategory);
  if (subCategory.parent_category_id !== input.categoryId) throw refuse('subCategoryId', PRODUCT_MESSAGES.subCategoryOfAnother);
  const tagIds = [...new Set(input.tagIds ?? [])];
  if (tagIds.length === 0) return;
  const known = await db.selectFrom('product_tags').select('id').where('id', 'in', tagIds).execute();
  if (known.length !== tagIds.length) throw refuse('tagIds', PRODUCT_MESSAGES.unknownTag);
}

/** The images an approval names, each one the product has; any other refused in words. */
function namedImages(row: Row, body: unknown): string[] {
  const ids = [...new Set((body as { images: string[] }).images)];
  const known = new Set(imagesOf(row).map((image) => image.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(unknownImageMessage(unknown), { images: unknownImageMessage(unknown) });
  return ids;
}

const setColumns = (db: Db, id: unknown, columns: Row, now: number) =>
  sql`update products set ${sql.join(Object.entries({ ...columns, updated_at: new Date(now).toISOString() }).map(([name, value]) => sql`${sql.ref(name)} = ${value}`))} where id = ${Number(id)}`.execute(db);

/**
 * The products' calls: the list (title words, vendor, main category, status; 25 a page), one product named by
 * its vendor's slug and store id, staff's choices, Activate/Deactivate, and the pictures shown on the web.
 */
export function registerProductCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(
    app,
    ctx,
    products,
    {
      table: 'products',
      readFrom: 'products_view',
      keywordColumns: ['title'],
      orderColumn: 'updated_at',
      filterColumns: { vendorId: 'vendor_id', categoryId: 'category_id', status: 'status' },
      toRecord,
      // The spec's find path joins slug and store id with a hyphen, which either may hold: the exact pair first, else any that joins the same.
      async idOfKey(db, { vendorSlug, productId }) {
        const joined = `${vendorSlug}-${productId}`;
        const { rows } = await sql<{ id: number }>`
          select id from products_view
          where (vendor_slug = ${vendorSlug} and product_id = ${productId}) or vendor_slug || '-' || product_id = ${joined}
          order by case when vendor_slug = ${vendorSlug} and product_id = ${productId} then 0 else 1 end, id
          limit 1`.execute(db);
        return rows[0] === undefined ? undefined : Number(rows[0].id);
      },
      check: (db, input) => checkChoices(db, input),
      toColumns: (input, { now }) => ({
        category_id: input.categoryId,
        sub_category_id: input.subCategoryId,
        tag_ids: JSON.stringify([...new Set(input.tagIds ?? [])]),
        is_active: input.isActive ? 1 : 0,
        rank: input.rank,
        updated_at: new Date(now).toISOString(),
      }),
      // A change's history speaks of what staff chose, not of the store's answer.
      historyView: async (_db, record) => ({
        categoryId: record.categoryId,
        subCategoryId: record.subCategoryId,
        tagIds: record.tagIds,
        rank: record.rank,
        isActive: record.isActive,
        approvedImages: record.approvedImages,
      }),
    },
    {
      activate: async (trx, row, { now }) => void (await setColumns(trx, row.id, { is_active: 1 }, now)),
      deactivate: async (trx, row, { now }) => void (await setColumns(trx, row.id, { is_active: 0 }, now)),
      approveImages: async (trx, row, { body, now }) => {
        const approved = new Set([...approvedOf(row), ...namedImages(row, body)]);
        // Kept in the store's order of its pictures.
        const ordered = imagesOf(row).map((image) => image.id).filter((id) => approved.has(id));
        await setColumns(trx, row.id, { approved_images: JSON.stringify(ordered) }, now);
      },
      disapproveImages: async (trx, row, { body, now }) => {
        const removed = new Set(namedImages(row, body));
        await setColumns(trx, row.id, { approved_images: JSON.stringify(approvedOf(row).filter((id) => !removed.has(id))) }, now);
      },
    },
  );
}
