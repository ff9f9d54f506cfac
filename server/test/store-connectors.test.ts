import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchEcwidProducts } from '../services/shop/store-sync/connectors/ecwid';
import { fetchShopifyProducts } from '../services/shop/store-sync/connectors/shopify';
import { storeFetch, StoreRefusal } from '../services/shop/store-sync/connectors/store-http';
import type { StoreProduct } from '../services/shop/store-sync/connectors/synced-product';
import { SAMPLE_PRODUCT_COUNTS } from '../services/shop/sample-stores/catalogue';
import { SAMPLE_STORES } from '../services/shop/sample-stores/credentials';
import { SampleStoreServer } from '../services/shop/sample-stores/sample-server';

const samples = new SampleStoreServer(() => 'http://panel.test');
let origin = '';
beforeAll(async () => {
  origin = await samples.origin();
});
afterAll(() => samples.close());

/** Collects what a connector hands over, page by page. */
function collector() {
  const pages: StoreProduct[][] = [];
  return { pages, sink: async (page: StoreProduct[]) => void pages.push(page) };
}

describe('the Shopify connector', () => {
  it('reads every product of the store page by page through the Admin API client', async () => {
    const { pages, sink } = collector();
    const fetched = await fetchShopifyProducts(SAMPLE_STORES.shopify, sink, `${origin}/shopify/${SAMPLE_STORES.shopify.storeDomain}`);
    expect(fetched).toBe(SAMPLE_PRODUCT_COUNTS.shopify);
    expect(pages.map((page) => page.length)).toEqual([100, 100, 100]);
    const ids = new Set(pages.flat().map((product) => product.productId));
    expect(ids.size).toBe(SAMPLE_PRODUCT_COUNTS.shopify);
    const first = pages[0]![0]!;
    expect(first).toMatchObject({ currency: 'GBP', title: expect.stringContaining('Hijab') as string, vendorProductUrl: expect.stringMatching(/^https:\/\/noor-modest-wear/) as string });
    expect(first.images[0]).toMatchObject({ src: expect.stringMatching(/^http:\/\/panel\.test\/api\/shop\/sample-pictures\//) as string, position: 0 });
    expect(JSON.parse(first.storeResponse)).toHaveProperty('handle');
  });

  it("fails with the store's own words when its token was revoked", async () => {
    const { sink } = collector();
    const sync = fetchShopifyProducts(SAMPLE_STORES.revokedShopify, sink, `${origin}/shopify/${SAMPLE_STORES.revokedShopify.storeDomain}`);
    await expect(sync).rejects.toThrow(StoreRefusal);
    await expect(sync).rejects.toThrow('Shopify refused the products query (401): [API] Invalid API key or access token (unrecognized login or wrong password)');
  });
});

describe('the Ecwid connector', () => {
  it('reads every product by offset, waiting as the store asks when it answers 429', async () => {
    const { pages, sink } = collector();
    const started = Date.now();
    const fetched = await fetchEcwidProducts(SAMPLE_STORES.ecwid, sink, `${origin}/ecwid`);
    expect(fetched).toBe(SAMPLE_PRODUCT_COUNTS.ecwid);
    expect(pages.map((page) => page.length)).toEqual([100, 100, 40]);
    expect(pages[0]![0]).toMatchObject({ currency: 'USD', price: expect.stringMatching(/^\d+\.\d\d$/) as string });
    // The sample answers one products call of three with 429 and Retry-After: 1.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('fails in words when the token is not the store’s', async () => {
    const { sink } = collector();
    await expect(fetchEcwidProducts({ ...SAMPLE_STORES.ecwid, publicToken: 'public_wrong' }, sink, `${origin}/ecwid`)).rejects.toThrow(
      'Ecwid refused the store profile (403): Access denied: the token is not valid for this store',
    );
  });
});

describe('a store call', () => {
  let flaky: FastifyInstance;
  let flakyOrigin = '';
  let calls = 0;
  beforeAll(async () => {
    flaky = Fastify();
    flaky.get('/hangs', () => new Promise(() => undefined));
    flaky.get('/fails-twice', async (_request, reply) => {
      calls += 1;
      return calls <= 2 ? reply.code(503).send({ errors: 'busy' }) : { ok: true };
    });
    flaky.get('/waits-long', async (_request, reply) => reply.code(429).header('retry-after', '3600').send({}));
    flakyOrigin = await flaky.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => flaky.close());

  it('gives up on a store that does not answer in time, after its tries', async () => {
    await expect(storeFetch(`${flakyOrigin}/hangs`, {}, { timeoutMs: 150, attempts: 2, maxRetryAfterMs: 1000 })).rejects.toThrow(
      'The sync stopped after 2 tries: the store did not answer within 0.15 s.',
    );
  });

  it('tries a 5xx again and returns the answer that came through', async () => {
    const response = await storeFetch(`${flakyOrigin}/fails-twice`, {}, { timeoutMs: 1000, attempts: 4, maxRetryAfterMs: 1000 });
    expect(response.status).toBe(200);
    expect(calls).toBe(3);
  });

  it('stops rather than wait longer than it may when the store asks for an hour', async () => {
    await expect(storeFetch(`${flakyOrigin}/waits-long`, {}, { timeoutMs: 1000, attempts: 3, maxRetryAfterMs: 60_000 })).rejects.toThrow(
      'The store asked to wait 3600 s before the next call; try the sync again later.',
    );
  });
});
