import type { FastifyInstance } from 'fastify';
import { SAMPLE_STORES } from './credentials';
import { sampleCatalogue, type SampleProduct } from './catalogue';

const CURRENCY = 'GBP';
const MAX_PAGE = 250;

/** The store names this sample answers for, with the one token each accepts (a revoked store accepts none). */
const TOKENS = new Map<string, string | null>([
  [SAMPLE_STORES.shopify.storeDomain, SAMPLE_STORES.shopify.adminAccessToken],
  [SAMPLE_STORES.revokedShopify.storeDomain, null],
]);

const cursorOf = (index: number) => Buffer.from(`sample:${index}`).toString('base64url');
const indexOf = (cursor: unknown) => (typeof cursor === 'string' ? Number(Buffer.from(cursor, 'base64url').toString().replace('sample:', '')) || 0 : 0);

/** A product as the Admin GraphQL API's `products` connection answers the fields the sync asks for. */
const productNode = (product: SampleProduct, imageOrigin: string) => ({
  id: `gid://shopify/Product/${product.id}`,
  title: product.title,
  handle: product.handle,
  descriptionHtml: product.descriptionHtml,
  onlineStoreUrl: `https://${SAMPLE_STORES.shopify.storeDomain}/products/${product.handle}`,
  priceRangeV2: { minVariantPrice: { amount: product.price, currencyCode: CURRENCY } },
  images: {
    nodes: product.images.map((image) => ({ id: `gid://shopify/ProductImage/${image.id}`, url: `${imageOrigin}/${image.name}`, altText: image.alt })),
  },
});

/**
 * A sample Shopify store behind the Admin GraphQL API's address (`/admin/api/{version}/graphql.json`),
 * answering the two queries the sync makes: the shop's name and currency, and the `products` connection
 * page by page (`first`, `after`). It checks the access token header as Shopify does.
 */
export function sampleShopify(app: FastifyInstance, imageOrigin: string, catalogue: readonly SampleProduct[] = sampleCatalogue('shopify')): void {
  app.post<{ Params: { domain: string; version: string }; Body: { query?: string; variables?: { first?: number; after?: string | null } } }>(
    '/shopify/:domain/admin/api/:version/graphql.json',
    async (request, reply) => {
      const { domain } = request.params;
      if (!TOKENS.has(domain)) return reply.code(404).send({ errors: 'Not Found' });
      const token = request.headers['x-shopify-access-token'];
      if (!TOKENS.get(domain) || token !== TOKENS.get(domain)) {
        return reply.code(401).send({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      }
      const query = request.body?.query ?? '';
      if (/\bshop\s*\{/.test(query)) return { data: { shop: { name: 'Noor Modest Wear', currencyCode: CURRENCY } } };
      if (!/\bproducts\s*\(/.test(query)) return { errors: [{ message: 'This sample store answers the shop and products queries only.' }] };
      const first = Math.min(MAX_PAGE, Math.max(1, Number(request.body?.variables?.first ?? 50)));
      const start = indexOf(request.body?.variables?.after);
      const page = catalogue.slice(start, start + first);
      const end = start + page.length;
      return {
        data: {
          products: {
            nodes: page.map((product) => productNode(product, imageOrigin)),
            pageInfo: { hasNextPage: end < catalogue.length, endCursor: page.length > 0 ? cursorOf(end) : null },
          },
        },
        extensions: { cost: { requestedQueryCost: first, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 2000 - first, restoreRate: 100 } } },
      };
    },
  );
}
