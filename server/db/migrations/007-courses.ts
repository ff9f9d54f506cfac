import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from './columns';

/**
 * Academy courses with their parts, sub-parts and instructors, and the playlist of video titles the
 * course form picks its intro video from. The list sorts by rank then id, optionally within a type.
 */
export const courses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('playlist_videos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('playlist_videos_position').on('playlist_videos').column('position').execute();

    await db.schema
      .createTable('courses')
      .$call(idColumn(db))
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('MASTERCLASS', 'BASIC')`))
      .addColumn('sub_type', 'text', (c) => c.notNull().check(sql`sub_type in ('HYBRID', 'RECORDED', 'LIVE')`))
      .addColumn('access_type', 'text', (c) => c.notNull().check(sql`access_type in ('OPEN', 'UNLOCKED', 'LOCKED')`))
      .addColumn('occurrence_type', 'text', (c) => c.notNull().check(sql`occurrence_type in ('RECURRING', 'NON_RECURRING')`))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('alias', 'text', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull().check(sql`rank >= 1`))
      .addColumn('price', 'double precision', (c) => c.notNull().defaultTo(0).check(sql`price >= 0`))
      .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('contain_parts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('contain_sub_parts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('intro_video_id', 'text')
      .addColumn('image_key', 'text')
      .addColumn('thumbnail_key', 'text')
      // JSON objects holding the rest of each section of the course form.
      .addColumn('basic_info', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('content_info', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('overview_info', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('subscription_info', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('batch_config', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('courses_rank').on('courses').columns(['rank', 'id']).execute();
    await db.schema.createIndex('courses_type_rank').on('courses').columns(['type', 'rank', 'id']).execute();
    await db.schema.createIndex('courses_title').on('courses').columns(['title', 'id']).execute();

    await db.schema
      .createTable('course_parts')
      .$call(idColumn(db))
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('long_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('thumbnail_key', 'text')
      .execute();
    await db.schema.createIndex('course_parts_course').on('course_parts').columns(['course_id', 'position']).execute();

    await db.schema
      .createTable('course_sub_parts')
      .$call(idColumn(db))
      .addColumn('part_id', 'integer', (c) => c.notNull().references('course_parts.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('long_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('thumbnail_key', 'text')
      .execute();
    await db.schema.createIndex('course_sub_parts_part').on('course_sub_parts').columns(['part_id', 'position']).execute();

    await db.schema
      .createTable('course_instructors')
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('instructor_id', 'integer', (c) => c.notNull().references('instructors.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('course_instructors_pk', ['course_id', 'instructor_id'])
      .execute();
    await db.schema.createIndex('course_instructors_instructor').on('course_instructors').column('instructor_id').execute();
  },
};
