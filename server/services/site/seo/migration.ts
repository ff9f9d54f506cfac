import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * The public site's pages, and the SEO meta of a page in a locale (one row per page and locale), with a
 * view that reads the meta with its page's name.
 */
export const pageMeta: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_pages')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('page_meta')
      .$call(idColumn(db))
      .addColumn('page_id', 'integer', (c) => c.notNull().references('site_pages.id'))
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('page_meta_page_locale', ['page_id', 'locale'])
      .execute();
    await sql`
      create view page_meta_records as
      select page_meta.*, site_pages.name as page_name
      from page_meta join site_pages on site_pages.id = page_meta.page_id`.execute(db);
  },
};
