import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from './columns';

/** The chapters of each course, listed in the order they were added; DELETED ones are kept but never listed. */
export const chapters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chapters')
      .$call(idColumn(db))
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('title_ar', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('lesson_count', 'integer', (c) => c.notNull().check(sql`lesson_count >= 1`))
      .addColumn('duration', 'integer', (c) => c.notNull().check(sql`duration >= 1`))
      .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('video_title', 'text', (c) => c.notNull())
      .addColumn('arabic_sign_id', 'integer', (c) => c.check(sql`arabic_sign_id between 1 and 6`))
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('DEFAULT', 'SHAPE')`))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('NEW').check(sql`status in ('NEW', 'PUBLISH', 'UNPUBLISHED', 'DELETED')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chapters_course').on('chapters').columns(['course_id', 'status', 'id']).execute();
  },
};
