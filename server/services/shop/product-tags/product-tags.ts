import type { FastifyInstance } from 'fastify';
import { shopContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { registerCall } from '../../../http/route';
import { registerResource } from '../../../resources/register-resource';
import './table';

const { productTags, PRODUCT_TAG_MESSAGES: M } = shopContract;

/** The path of a tag's picture download, under the shop's base. */
const imagePath = (id: number) => productTags.calls.files.imageFile.path.replace(':id', String(id));

/**
 * `tag`: the paginated list (name, slug and status), find, the multipart save and update (a JSON
 * 'request' part and an optional picture), activate and deactivate, the picture, the history, and the
 * name summary for the products' tag pickers.
 */
export function registerProductTagCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, shopContract.productTagNames, async () => {
    const rows = await ctx.db.selectFrom('product_tags').select(['id', 'name', 'is_active']).orderBy('name').orderBy('id').execute();
    return { content: rows.map((row) => ({ id: Number(row.id), name: row.name, isActive: Number(row.is_active) === 1 })) };
  });

  const setActive = (isActive: boolean) => async (trx: ServerContext['db'], row: Record<string, unknown>, { now }: { now: number }) => {
    await trx
      .updateTable('product_tags')
      .set({ is_active: isActive ? 1 : 0, updated_at: new Date(now).toISOString() })
      .where('id', '=', Number(row.id))
      .execute();
  };

  registerResource(
    app,
    ctx,
    productTags,
    {
      table: 'product_tags',
      keywordColumns: ['name'],
      orderColumn: 'updated_at',
      filterColumns: { slug: { column: 'slug', contains: true }, status: { column: 'is_active', values: { ACTIVE: 1, INACTIVE: 0 } } },
      fileColumns: { imageFile: 'image' },
      toRecord: (row) => ({
        id: Number(row.id),
        name: String(row.name),
        slug: String(row.slug),
        description: String(row.description),
        isActive: Number(row.is_active) === 1,
        image: row.image_key ? imagePath(Number(row.id)) : null,
        updateDate: String(row.updated_at),
      }),
      toColumns: (input, { now }) => ({
        name: input.name,
        slug: input.slug,
        description: input.description,
        is_active: input.isActive ? 1 : 0,
        updated_at: new Date(now).toISOString(),
      }),
      unique: [{ column: 'slug', field: 'slug', message: M.slugTaken }],
    },
    { activate: setActive(true), deactivate: setActive(false) },
  );
}
