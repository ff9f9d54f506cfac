import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * The runs of the vendors' store syncs. A vendor has at most one unfinished run (pending or running):
 * the partial unique index keeps it so across replicas, whoever presses Start at the same moment.
 */
export const productSyncLogs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('product_sync_logs')
      .$call(idColumn(db))
      .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'RUNNING', 'SUCCESS', 'FAILED')`))
      .addColumn('failure_message', 'text')
      .addColumn('products_fetched', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sync_started_at', 'text')
      .addColumn('sync_completed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('product_sync_logs_vendor').on('product_sync_logs').columns(['vendor_id', 'id']).execute();
    await db.schema
      .createIndex('product_sync_logs_one_unfinished')
      .on('product_sync_logs')
      .column('vendor_id')
      .unique()
      .where(sql<boolean>`status in ('PENDING', 'RUNNING')`)
      .execute();
  },
};
