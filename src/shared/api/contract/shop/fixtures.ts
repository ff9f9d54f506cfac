import type { ProductSyncLog } from './product-sync';
import type { Vendor } from './vendors';

/** A Shopify vendor as the stories of its store sync show it. */
export const syncedVendorFixture: Vendor = {
  id: 3,
  name: 'Noor Modest Wear',
  slug: 'noor-modest-wear',
  description: 'Modest wear for every day.',
  websiteLink: 'https://noor-modest-wear.example.com',
  contact: 'orders@noor-modest-wear.example.com',
  storeType: 'SHOPIFY',
  isActive: true,
  shopifyData: { storeDomain: 'noor-modest-wear.myshopify.com', storeVersion: '2026-10', adminAccessTokenMasked: 'shpat_…wear', hasAdminAccessToken: true },
  ecwidData: null,
  hasImage: false,
  hasLogo: false,
  hasBanner: false,
  updateDate: '2026-11-20T09:00:00.000Z',
};

/** Three ended runs of that vendor's sync, newest first: one read the whole store, one was refused its token. */
export const productSyncRunFixtures: ProductSyncLog[] = [
  { id: 14, vendorId: 3, status: 'SUCCESS', failureMessage: null, productsFetched: 300, tries: 1, syncStartedAt: '2026-11-28T08:00:02.000Z', syncCompletedAt: '2026-11-28T08:00:41.000Z', createdAt: '2026-11-28T08:00:00.000Z' },
  {
    id: 12,
    vendorId: 3,
    status: 'FAILED',
    failureMessage: 'Shopify refused the products query (401): [API] Invalid API key or access token (unrecognized login or wrong password)',
    productsFetched: 0,
    tries: 1,
    syncStartedAt: '2026-11-27T16:30:01.000Z',
    syncCompletedAt: '2026-11-27T16:30:02.000Z',
    createdAt: '2026-11-27T16:30:00.000Z',
  },
  { id: 9, vendorId: 3, status: 'SUCCESS', failureMessage: null, productsFetched: 296, tries: 2, syncStartedAt: '2026-11-20T10:00:03.000Z', syncCompletedAt: '2026-11-20T10:01:10.000Z', createdAt: '2026-11-20T10:00:00.000Z' },
];
