import { createAdminApiClient } from '@shopify/admin-api-client';
import { storeFetch, StoreRefusal, storeWords, type StoreHttpOptions, STORE_HTTP } from './store-http';
import type { PageSink, StoreProduct } from './synced-product';

export interface ShopifyAccess {
  storeDomain: string;
  adminAccessToken: string;
  storeVersion: string;
}

const PAGE_SIZE = 100;

const SHOP = `#graphql
  query StoreInfo {
    shop { name currencyCode }
  }`;

const PRODUCTS = `#graphql
  query SyncProducts($first: Int!, $after: String) {
    products(first: $first, after: $after) {
      nodes {
        id
        title
        handle
        descriptionHtml
        onlineStoreUrl
        priceRangeV2 { minVariantPrice { amount currencyCode } }
        images(first: 20) { nodes { id url altText } }
      }
      pageInfo { hasNextPage endCursor }
    }
  }`;

interface ProductNode {
  id: string;
  title: string;
  handle: string;
  descriptionHtml: string;
  onlineStoreUrl: string | null;
  priceRangeV2: { minVariantPrice: { amount: string; currencyCode: string } };
  images: { nodes: { id: string; url: string; altText: string | null }[] };
}

interface ShopifyErrors {
  networkStatusCode?: number;
  message?: string;
  graphQLErrors?: { message: string }[];
  response?: Response;
}

interface ProductsPage {
  products: { nodes: ProductNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

/**
 * The Admin API client of a store: `origin` replaces `https://<storeDomain>` (a sample store, or a proxy);
 * requests go through `storeFetch`, so timeouts and 429/5xx waits apply to each.
 */
function clientFor(access: ShopifyAccess, origin: string | undefined, http: StoreHttpOptions) {
  const storeUrl = `https://${access.storeDomain}`;
  return createAdminApiClient({
    storeDomain: access.storeDomain,
    apiVersion: access.storeVersion,
    accessToken: access.adminAccessToken,
    retries: 0,
    customFetchApi: (url, init) => storeFetch(origin && String(url).startsWith(storeUrl) ? `${origin}${String(url).slice(storeUrl.length)}` : String(url), init as RequestInit, http),
  });
}

/** Shopify's refusal of a query, in its own words. */
async function refusal(errors: ShopifyErrors | undefined, what: string): Promise<StoreRefusal> {
  const response = errors?.response;
  const words = response && !response.bodyUsed ? await storeWords(response) : (errors?.graphQLErrors?.map((error) => error.message).join('; ') ?? errors?.message ?? 'no data');
  const status = errors?.networkStatusCode ? ` (${errors.networkStatusCode})` : '';
  return new StoreRefusal(`Shopify refused ${what}${status}: ${words}`.trim());
}

/** The numeric part of a Shopify global id (`gid://shopify/Product/123` → `123`). */
const ownId = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);

const toProduct = (node: ProductNode, storeDomain: string): StoreProduct => ({
  productId: ownId(node.id),
  title: node.title,
  description: node.descriptionHtml,
  price: node.priceRangeV2.minVariantPrice.amount,
  currency: node.priceRangeV2.minVariantPrice.currencyCode,
  vendorProductUrl: node.onlineStoreUrl ?? `https://${storeDomain}/products/${node.handle}`,
  storeResponse: JSON.stringify(node),
  images: node.images.nodes.map((image, position) => ({ id: ownId(image.id), src: image.url, alt: image.altText ?? '', position })),
});

/** Every product of a Shopify store, page by page, through the Admin GraphQL API at the version the vendor's settings name. */
export async function fetchShopifyProducts(access: ShopifyAccess, sink: PageSink, origin?: string, http: StoreHttpOptions = STORE_HTTP): Promise<number> {
  const client = clientFor(access, origin, http);
  let after: string | null = null;
  let fetched = 0;
  for (;;) {
    const answer: { data?: ProductsPage; errors?: ShopifyErrors } = await client.request<ProductsPage>(PRODUCTS, { variables: { first: PAGE_SIZE, after } });
    const { data, errors } = answer;
    if (errors) throw await refusal(errors, 'the products query');
    if (!data) throw new StoreRefusal('Shopify answered the products query without data.');
    const page: ProductsPage['products'] = data.products;
    await sink(page.nodes.map((node) => toProduct(node, access.storeDomain)));
    fetched += page.nodes.length;
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return fetched;
    after = page.pageInfo.endCursor;
  }
}

/** The shop's own name and currency, read with the vendor's keys: proof they work. */
export async function fetchShopifyShop(access: ShopifyAccess, origin?: string, http: StoreHttpOptions = STORE_HTTP): Promise<{ storeName: string; currency: string }> {
  const client = clientFor(access, origin, http);
  const answer: { data?: { shop: { name: string; currencyCode: string } }; errors?: ShopifyErrors } = await client.request(SHOP);
  if (answer.errors || !answer.data) throw await refusal(answer.errors, 'the shop query');
  return { storeName: answer.data.shop.name, currency: answer.data.shop.currencyCode };
}
