import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * The vendors' products as their store syncs bring them: the store's own fields (title, description, price,
 * pictures, its whole answer) beside what staff choose (category and sub-category, tags, rank, shown on the
 * web or not, which pictures the web shows). One row per store product of a vendor.
 */
export const products: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('products')
      .$call(idColumn(db))
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('price', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('vendor_product_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('store_response', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('approved_images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('category_id', 'integer', (c) => c.references('product_categories.id').onDelete('set null'))
      .addColumn('sub_category_id', 'integer', (c) => c.references('product_categories.id').onDelete('set null'))
      .addColumn('tag_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_active in (0, 1)`))
      .addColumn('synced_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('products_vendor_product', ['vendor_id', 'product_id'])
      .execute();
    await db.schema.createIndex('products_updated').on('products').column('updated_at').execute();
    await db.schema.createIndex('products_category').on('products').column('category_id').execute();
    // What the list shows and filters by beside the product: its vendor, its category's name, its status as the list names it.
    await sql`
      create view products_view as
      select products.*, vendors.slug as vendor_slug, vendors.name as vendor_name, vendors.store_type as vendor_store_type,
        product_categories.name as category_name,
        case when products.is_active = 1 then 'ACTIVE' else 'INACTIVE' end as status
      from products
      join vendors on vendors.id = products.vendor_id
      left join product_categories on product_categories.id = products.category_id`.execute(db);
  },
};
