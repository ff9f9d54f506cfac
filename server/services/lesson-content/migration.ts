import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../db/migrations/columns';

/**
 * Theory rows: a lesson's texts in English and Arabic, a description and an optional MP3 (the key of
 * an AUDIO upload), with a status. A lesson's removal removes its theory.
 */
export const lessonContents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lesson_contents')
      .$call(idColumn(db))
      .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('title_ar', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('audio_key', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('NEW', 'PUBLISH', 'UNPUBLISHED')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lesson_contents_lesson').on('lesson_contents').columns(['lesson_id', 'id']).execute();
  },
};
