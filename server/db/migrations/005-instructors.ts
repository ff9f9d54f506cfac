import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns';

/** Academy instructors: one per staff user of the instructor group, with texts, image and expertise. */
export const instructors: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('instructors')
      .$call(idColumn(db))
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
      .addColumn('short_description', 'text', (c) => c.notNull())
      .addColumn('long_description', 'text', (c) => c.notNull())
      .addColumn('image_key', 'text')
      // A JSON list of strings.
      .addColumn('expertise', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
