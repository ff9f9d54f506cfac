import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * The shop's product categories: top-level ones and their sub-categories (a parent, and a display rank
 * among its siblings), active or not, each with an optional picture and banner kept in the file store by
 * key; and a view adding the parent's name, which the list shows.
 */
export const productCategories: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('product_categories')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
      .addColumn('parent_category_id', 'integer')
      .addColumn('display_rank', 'integer')
      .addColumn('image_key', 'text')
      .addColumn('image_type', 'text')
      .addColumn('banner_key', 'text')
      .addColumn('banner_type', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('product_categories_updated').on('product_categories').column('updated_at').execute();
    await db.schema.createIndex('product_categories_parent').on('product_categories').column('parent_category_id').execute();
    await sql`
      create view product_categories_view as
      select product_categories.*, parent.name as parent_name,
        case when product_categories.is_active = 1 then 'ACTIVE' else 'INACTIVE' end as status
      from product_categories left join product_categories parent on parent.id = product_categories.parent_category_id`.execute(db);
  },
};
