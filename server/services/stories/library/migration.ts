import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * The video stories' library: categories, the videos the host sync brings (one row per host video), the
 * day packages and the videos in each, ranked and limited to countries. A video in a package cannot be
 * deleted (the spec's refusal); a package takes its videos' places with it.
 */
export const videoLibrary: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('video_categories')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('videos')
      .$call(idColumn(db))
      .addColumn('external_id', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('shares', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('watch_seconds', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('category_id', 'integer', (c) => c.references('video_categories.id').onDelete('set null'))
      .addColumn('thumbnail_url', 'text')
      .addColumn('is_sponsored', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_sponsored in (0, 1)`))
      .addColumn('cta', 'text')
      .addColumn('cta_button', 'text')
      .addColumn('cta_link_type', 'text', (c) => c.check(sql`cta_link_type in ('DOWNLOADABLE', 'RE_DIRECTIONAL')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('videos_created').on('videos').column('created_at').execute();
    await db.schema.createIndex('videos_category').on('videos').column('category_id').execute();
    await db.schema
      .createTable('video_packages')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('video_packages_published').on('video_packages').column('published_at').execute();
    await db.schema
      .createTable('package_videos')
      .$call(idColumn(db))
      .addColumn('package_id', 'integer', (c) => c.notNull().references('video_packages.id').onDelete('cascade'))
      .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('restrict'))
      .addColumn('video_rank', 'integer', (c) => c.notNull())
      .addColumn('countries', 'text', (c) => c.notNull().defaultTo('[]'))
      .addUniqueConstraint('package_videos_package_video', ['package_id', 'video_id'])
      .execute();
    await db.schema.createIndex('package_videos_video').on('package_videos').column('video_id').execute();
  },
};
