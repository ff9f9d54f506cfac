import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from './columns';

/** Price discounts; a published discount is attached to courses through courses.discount_id. */
export const discounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('discounts')
      .$call(idColumn(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('PERCENTAGE', 'FLAT')`))
      .addColumn('value', 'double precision', (c) => c.notNull().check(sql`value > 0`))
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('discounts_created').on('discounts').columns(['created_at', 'id']).execute();

    await db.schema
      .alterTable('courses')
      .addColumn('discount_id', 'integer', (c) => c.references('discounts.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('courses_discount').on('courses').column('discount_id').execute();
  },
};
