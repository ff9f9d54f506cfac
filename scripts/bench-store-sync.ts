// Measures one store sync as the server runs it (runProductSync: every page read from the store through
// the Admin API client, each product upserted, the run's log row kept) for a Shopify sample store of
// BENCH_PRODUCTS products (1,000 by default), on a fresh SQLite database, or on the PostgreSQL database
// BENCH_DATABASE_URL names. The first sync adds every product; the second finds each one and changes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerContext } from '../server/context';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrations';
import { SAMPLE_STORES } from '../server/services/shop/sample-stores/credentials';
import { SampleStoreServer } from '../server/services/shop/sample-stores/sample-server';
import { runProductSync } from '../server/services/shop/store-sync/run-sync';
import { sealToken } from '../server/services/shop/vendors/store-access';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000);
const SECRET = 'bench-secret';
const folder = mkdtempSync(join(tmpdir(), 'bench-store-sync-'));
const db = openDatabase(process.env.BENCH_DATABASE_URL || join(folder, 'bench.sqlite'));
const samples = new SampleStoreServer(() => 'http://panel.test', { shopify: PRODUCTS });
const ctx = { db, secret: SECRET, now: Date.now, sampleStores: true, publicOrigin: 'http://panel.test' } as unknown as ServerContext;

try {
  await migrateToLatest(db);
  const token = sealToken(SAMPLE_STORES.shopify.adminAccessToken, SECRET);
  const at = new Date().toISOString();
  const vendor = await db
    .insertInto('vendors')
    .values({
      name: 'Bench Store',
      slug: `bench-store-${Date.now()}`,
      description: 'A store of many products.',
      website_link: 'https://bench.example.com',
      contact: 'bench@example.com',
      store_type: 'SHOPIFY',
      is_active: 1,
      store_domain: SAMPLE_STORES.shopify.storeDomain,
      store_version: SAMPLE_STORES.shopify.storeVersion,
      admin_access_token_sealed: token.sealed,
      admin_access_token_mask: token.mask,
      store_id: '',
      public_token_sealed: null,
      public_token_mask: '',
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await samples.origin();
  for (const label of ['first sync (adds every product)', 'second sync (changes every product)']) {
    const log = await db.insertInto('product_sync_logs').values({ vendor_id: vendor.id, status: 'PENDING', products_fetched: 0, tries: 0, created_at: at }).returning('id').executeTakeFirstOrThrow();
    const started = performance.now();
    await runProductSync(ctx, samples, { logId: log.id });
    const seconds = (performance.now() - started) / 1000;
    const run = await db.selectFrom('product_sync_logs').selectAll().where('id', '=', log.id).executeTakeFirstOrThrow();
    if (run.status !== 'SUCCESS' || run.products_fetched !== PRODUCTS) throw new Error(`The run ended ${run.status} with ${run.products_fetched} products: ${run.failure_message}`);
    console.log(`${PRODUCTS} products, ${label}: ${seconds.toFixed(2)} s (${Math.round(PRODUCTS / seconds)} products/s)`);
  }
} finally {
  await samples.close();
  await db.destroy();
  rmSync(folder, { recursive: true, force: true });
}
