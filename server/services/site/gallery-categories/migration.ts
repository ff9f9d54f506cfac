import type { Kysely, Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/** Gallery (card) categories: a title, a slug no two categories share, and a short description. */
export const galleryCategories: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gallery_categories')
      .$call(idColumn(db))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('gallery_categories_updated').on('gallery_categories').column('updated_at').execute();
  },
};
