import { shopContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { upsertSyncedProduct } from '../products/upsert-synced-product';
import { SAMPLE_SHOPIFY_DOMAINS, SAMPLE_STORES } from '../sample-stores/credentials';
import type { SampleStoreServer } from '../sample-stores/sample-server';
import { readStoreAccess, type StoreAccess } from '../vendors';
import { fetchEcwidProducts } from './connectors/ecwid';
import { fetchShopifyProducts } from './connectors/shopify';
import { StoreRefusal } from './connectors/store-http';
import type { StoreProduct } from './connectors/synced-product';
import './table';

const M = shopContract.PRODUCT_SYNC_MESSAGES;
export const PRODUCT_SYNC_JOB = 'product-sync';

export interface SyncJob {
  logId: number;
}

/** Where a store is reached: its own platform, or (for the sample stores' names, when they answer) the local samples. */
export async function sampleOriginFor(access: StoreAccess, ctx: ServerContext, samples: SampleStoreServer): Promise<string | undefined> {
  if (!ctx.sampleStores) return undefined;
  if (access.storeType === 'SHOPIFY') return SAMPLE_SHOPIFY_DOMAINS.has(access.storeDomain) ? `${await samples.origin()}/shopify/${access.storeDomain}` : undefined;
  return access.storeId === SAMPLE_STORES.ecwid.storeId ? `${await samples.origin()}/ecwid` : undefined;
}

const finished = (ctx: ServerContext, logId: number, fields: { status: 'SUCCESS' | 'FAILED'; failure_message?: string; products_fetched?: number }) =>
  ctx.db
    .updateTable('product_sync_logs')
    .set({ ...fields, sync_completed_at: new Date(ctx.now()).toISOString() })
    .where('id', '=', logId)
    .where('status', 'in', shopContract.UNFINISHED_SYNC_STATUSES)
    .execute();

/**
 * One run of a vendor's store sync, as the job runner hands it over: every product page by page, each
 * stored before the next is read, then the run's log row says how it ended. A store's refusal ends the
 * run as failed in the store's words; a fault of this server (its database gone) is thrown, so the job
 * is tried again. Trying again is safe: products are upserted by the store's own id.
 */
export async function runProductSync(ctx: ServerContext, samples: SampleStoreServer, { logId }: SyncJob): Promise<void> {
  const log = await ctx.db.selectFrom('product_sync_logs').selectAll().where('id', '=', logId).executeTakeFirst();
  if (!log || !shopContract.UNFINISHED_SYNC_STATUSES.includes(log.status)) return;
  await ctx.db
    .updateTable('product_sync_logs')
    .set((eb) => ({ status: 'RUNNING', sync_started_at: new Date(ctx.now()).toISOString(), products_fetched: 0, tries: eb('tries', '+', 1) }))
    .where('id', '=', logId)
    .execute();
  let fetched = 0;
  const store = async (page: StoreProduct[]) => {
    await ctx.db.transaction().execute(async (trx) => {
      for (const product of page) await upsertSyncedProduct(trx, log.vendor_id, product, ctx.now());
      fetched += page.length;
      await trx.updateTable('product_sync_logs').set({ products_fetched: fetched }).where('id', '=', logId).execute();
    });
  };
  try {
    const access = await readStoreAccess(ctx.db, ctx, log.vendor_id);
    const origin = await sampleOriginFor(access, ctx, samples);
    if (access.storeType === 'SHOPIFY') await fetchShopifyProducts(access, store, origin);
    else await fetchEcwidProducts(access, store, origin);
  } catch (error) {
    if (!(error instanceof StoreRefusal)) throw error;
    await finished(ctx, logId, { status: 'FAILED', failure_message: error.message, products_fetched: fetched });
    return;
  }
  await finished(ctx, logId, { status: 'SUCCESS', products_fetched: fetched });
}

/** A run whose every try failed or was lost with its server: its log says so. */
export const givenUpSync = (ctx: ServerContext, { logId }: SyncJob) => finished(ctx, logId, { status: 'FAILED', failure_message: M.givenUp });
