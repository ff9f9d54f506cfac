import type { Kysely, Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/** Blog tags: a name and a slug no two tags share. */
export const blogTags: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('blog_tags')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('blog_tags_updated').on('blog_tags').column('updated_at').execute();
  },
};
