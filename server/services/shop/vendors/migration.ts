import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * The shop's vendors: the store each sells from (Shopify, reached at its domain with an Admin API access
 * token and API version; or Ecwid, by store id and public token), the tokens sealed with the server's
 * secret beside a masked form the panel shows, and three optional pictures kept in the file store by key;
 * and a view naming its state as the list's filter does (ACTIVE, INACTIVE).
 */
export const vendors: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vendors')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('website_link', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('store_type', 'text', (c) => c.notNull().check(sql`store_type in ('SHOPIFY', 'ECWID')`))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
      .addColumn('store_domain', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('store_version', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('admin_access_token_sealed', 'text')
      .addColumn('admin_access_token_mask', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('store_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('public_token_sealed', 'text')
      .addColumn('public_token_mask', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_key', 'text')
      .addColumn('image_type', 'text')
      .addColumn('logo_key', 'text')
      .addColumn('logo_type', 'text')
      .addColumn('banner_key', 'text')
      .addColumn('banner_type', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('vendors_updated').on('vendors').column('updated_at').execute();
    await sql`
      create view vendors_view as
      select vendors.*, case when vendors.is_active = 1 then 'ACTIVE' else 'INACTIVE' end as status
      from vendors`.execute(db);
  },
};
