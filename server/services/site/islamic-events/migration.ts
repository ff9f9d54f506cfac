import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * Islamic events (a Hijri date, the Gregorian day it falls on with the chosen country's adjustment, a
 * background picture kept by key) and their translations, one per language per event, deleted with it.
 */
export const islamicEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('islamic_events')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('heading1', 'text', (c) => c.notNull())
      .addColumn('event_group', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('hijri_date', 'text', (c) => c.notNull())
      .addColumn('gregorian_date', 'text', (c) => c.notNull())
      .addColumn('hijri_country_id', 'integer')
      .addColumn('hijri_adjustment', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('event_type', 'integer', (c) => c.notNull().defaultTo(0).check(sql`event_type in (0, 1)`))
      .addColumn('publish', 'integer', (c) => c.notNull().defaultTo(0).check(sql`publish in (0, 1)`))
      .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0).check(sql`listed in (0, 1)`))
      .addColumn('image_name', 'text')
      .addColumn('image_key', 'text')
      .addColumn('image_type', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('islamic_events_updated').on('islamic_events').column('updated_at').execute();
    await db.schema
      .createTable('event_translations')
      .$call(idColumn(db))
      .addColumn('event_id', 'integer', (c) => c.notNull().references('islamic_events.id').onDelete('cascade'))
      .addColumn('language_code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('meta_title', 'text', (c) => c.notNull())
      .addColumn('meta_description', 'text', (c) => c.notNull())
      .addColumn('heading1', 'text', (c) => c.notNull())
      .addColumn('html_content', 'text', (c) => c.notNull())
      .addColumn('publish', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('event_translations_language', ['event_id', 'language_code'])
      .execute();
  },
};
