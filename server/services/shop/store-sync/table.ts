import type { Generated } from 'kysely';
import type { shopContract } from '@/shared/api/contract';

/** One run of a vendor's store sync. */
export interface ProductSyncLogTable {
  id: Generated<number>;
  vendor_id: number;
  status: shopContract.SyncStatus;
  failure_message: string | null;
  products_fetched: number;
  /** How many times a worker has started the run: 1, or more when a try failed or its server died. */
  tries: number;
  sync_started_at: string | null;
  sync_completed_at: string | null;
  created_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    product_sync_logs: ProductSyncLogTable;
  }
}
