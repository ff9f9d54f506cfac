import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns';

/** Academy storage items: course audio files (MP3) with a title, chosen by exercises. */
export const storageItems: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('storage_items')
      .$call(idColumn(db))
      .addColumn('title', 'text', (c) => c.notNull())
      // The uploaded file's key.
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('AUDIO'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
