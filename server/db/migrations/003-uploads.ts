import type { Kysely, Migration } from 'kysely';

/** One row per signed upload link; `stored` turns 1 when the checked bytes are on disk. */
export const uploads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uploads')
      .addColumn('image_key', 'text', (c) => c.primaryKey())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
      // Learners upload from the academy app too, so this is not limited to staff users.
      .addColumn('uploaded_by', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('stored', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
