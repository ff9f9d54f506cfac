/**
 * The sample stores' own names and keys, shipped so the demo and the tests reach a store without the
 * internet: the demo vendors point at them. A real vendor names its own store and keys instead.
 */
export const SAMPLE_STORES = {
  /** A Shopify store with a few hundred products, reached with this Admin API access token. */
  shopify: { storeDomain: 'noor-modest-wear.myshopify.com', adminAccessToken: 'shpat_sample_noor_modest_wear', storeVersion: '2026-10' },
  /** A Shopify store whose token was revoked: every call answers 401, so a sync fails with the store's words. */
  revokedShopify: { storeDomain: 'barakah-books.myshopify.com', adminAccessToken: 'shpat_revoked_barakah_books', storeVersion: '2026-10' },
  /** An Ecwid store read with its public token; it answers 429 now and then, as a busy store does. */
  ecwid: { storeId: '10987654', publicToken: 'public_sample_crescent_kitchen' },
} as const;

/** The Shopify store names the samples answer for. */
export const SAMPLE_SHOPIFY_DOMAINS: ReadonlySet<string> = new Set([SAMPLE_STORES.shopify.storeDomain, SAMPLE_STORES.revokedShopify.storeDomain]);
