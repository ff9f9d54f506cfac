import type { Kysely, Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * Athan premium codes: a code no two share (the unique index is what keeps drawn codes unique), its
 * status, an expiry or none, and who took it with which kind of premium.
 */
export const athanPremiumCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('athan_premium_codes')
      .$call(idColumn(db))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('expiry_date', 'text')
      .addColumn('consumer_name', 'text')
      .addColumn('consumer_email', 'text')
      .addColumn('code_type', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('athan_premium_codes_code').unique().on('athan_premium_codes').column('code').execute();
    await db.schema.createIndex('athan_premium_codes_created').on('athan_premium_codes').column('created_at').execute();
  },
};
