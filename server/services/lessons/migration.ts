import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../db/migrations/columns';

/**
 * Lessons hang off a course, one of its parts or one of its sub-parts, in numbered groups. What every
 * type has is a column; what only one type has (durations, the live link, the assignment) is the JSON
 * of `details`. Exercises are lessons of type PRACTICE_ASSIGN, and theory rows will refer to
 * `lessons.id`. Attributes are rows of their own, their questions JSON.
 */
export const lessons: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lessons')
      .$call(idColumn(db))
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('part_id', 'integer', (c) => c.references('course_parts.id').onDelete('cascade'))
      .addColumn('sub_part_id', 'integer', (c) => c.references('course_sub_parts.id').onDelete('cascade'))
      .addColumn('group_number', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title_ar', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('VIDEO_LEC', 'LIVE_SESSION', 'ASSIGNMENT', 'PRACTICE_ASSIGN')`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('NEW', 'PUBLISH', 'UNPUBLISHED')`))
      .addColumn('is_content_dynamic', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('thumbnail_key', 'text')
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lessons_scope').on('lessons').columns(['course_id', 'part_id', 'sub_part_id', 'group_number', 'position']).execute();
    await db.schema.createIndex('lessons_sub_part').on('lessons').columns(['sub_part_id', 'group_number', 'position']).execute();

    await db.schema
      .createTable('lesson_attributes')
      .$call(idColumn(db))
      .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('appearance_mins', 'integer', (c) => c.notNull())
      .addColumn('appearance_seconds', 'integer', (c) => c.notNull())
      .addColumn('contains_user_input', 'integer', (c) => c.notNull())
      .addColumn('interaction_type', 'text', (c) => c.notNull().check(sql`interaction_type in ('OPEN_ENDED', 'OBJECTIVE')`))
      .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.createIndex('lesson_attributes_lesson').on('lesson_attributes').columns(['lesson_id', 'position']).execute();
  },
};
