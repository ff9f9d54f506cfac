import type { Kysely, Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/** Blog categories: a name each. */
export const blogCategories: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('blog_categories')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('blog_categories_updated').on('blog_categories').column('updated_at').execute();
  },
};
