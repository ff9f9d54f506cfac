import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../db/migrations/columns';

/**
 * Batches of a course (each run of a recurring course with its learners) and each batch's lesson
 * contents: which lesson, its type, what the batch gives for it (JSON of the type's fields) and its place.
 */
export const batches: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('batches')
      .$call(idColumn(db))
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('RUNNING', 'FINISHED')`))
      .addColumn('no_of_students', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('batches_course').on('batches').columns(['course_id', 'started_at']).execute();

    await db.schema
      .createTable('batch_lesson_contents')
      .$call(idColumn(db))
      .addColumn('batch_id', 'integer', (c) => c.notNull().references('batches.id').onDelete('cascade'))
      .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
      .addColumn('lesson_type', 'text', (c) => c.notNull().check(sql`lesson_type in ('VIDEO_LEC', 'LIVE_SESSION', 'ASSIGNMENT')`))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addUniqueConstraint('batch_lesson_contents_lesson', ['batch_id', 'lesson_id'])
      .execute();
    await db.schema.createIndex('batch_lesson_contents_batch').on('batch_lesson_contents').columns(['batch_id', 'position']).execute();
  },
};
