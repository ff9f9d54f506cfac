import type { Kysely, Migration } from 'kysely';
import { idColumn } from '../../db/migrations/columns';

/**
 * App subscriptions as the stores report them, read only in the panel. Each keeps its store's order id
 * twice: as `store_order_id`, and under its own store's column, so the Play Store and App Store searches
 * are one indexed column each.
 */
export const subscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('subscriptions')
      .$call(idColumn(db))
      .addColumn('app_name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('store_order_id', 'text', (c) => c.notNull())
      .addColumn('play_store_order_id', 'text')
      .addColumn('apple_store_order_id', 'text')
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('email_address', 'text', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('expiry_date', 'text')
      .addColumn('auto_renewing', 'integer', (c) => c.notNull())
      .addColumn('retry_required', 'integer', (c) => c.notNull())
      .addColumn('migrated_pro_user', 'integer', (c) => c.notNull())
      // The store's other fields, none searched: kept as the store sent them.
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    for (const column of ['updated_at', 'user_id', 'store_order_id', 'play_store_order_id', 'apple_store_order_id'] as const) {
      await db.schema.createIndex(`subscriptions_${column}`).on('subscriptions').columns(['app_name', column]).execute();
    }
  },
};
