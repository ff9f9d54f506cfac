import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * Product tags: a name, a slug no two tags share, a description, active or not, and an optional
 * picture kept in the file store by key with its content type.
 */
export const productTags: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('product_tags')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
      .addColumn('image_key', 'text')
      .addColumn('image_type', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('product_tags_updated').on('product_tags').column('updated_at').execute();
  },
};
