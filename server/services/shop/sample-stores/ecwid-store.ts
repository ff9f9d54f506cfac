import type { FastifyInstance } from 'fastify';
import { SAMPLE_STORES } from './credentials';
import { sampleCatalogue, type SampleProduct } from './catalogue';

const MAX_LIMIT = 100;
/** Every this many product pages asked for, one is answered 429 first, as a busy store does. */
const BUSY_EVERY = 3;

/** A product as Ecwid's REST API `GET /api/v3/{storeId}/products` lists it, in the fields the sync reads. */
const productItem = (product: SampleProduct, imageOrigin: string) => ({
  id: product.id,
  sku: `CK-${product.id}`,
  name: product.title,
  price: Number(product.price),
  url: `https://crescent-kitchen.company.site/products/${product.handle}`,
  description: product.descriptionHtml,
  imageUrl: `${imageOrigin}/${product.images[0]!.name}`,
  galleryImages: product.images.map((image) => ({ id: image.id, url: `${imageOrigin}/${image.name}`, alt: image.alt })),
});

/**
 * A sample Ecwid store behind the REST API's address (`/api/v3/{storeId}/…`): its profile and its products
 * by `offset` and `limit`, read with the store's public token (a bearer header or `?token=`). Now and then
 * it answers 429 with Retry-After, so a sync's waiting is exercised.
 */
export function sampleEcwid(app: FastifyInstance, imageOrigin: string, catalogue: readonly SampleProduct[] = sampleCatalogue('ecwid')): void {
  let productCalls = 0;
  const refused = (storeId: string, authorization: string | undefined, token: unknown) => {
    if (storeId !== SAMPLE_STORES.ecwid.storeId) return { status: 404, body: { errorMessage: 'Store not found' } };
    const sent = authorization?.replace(/^Bearer\s+/i, '') ?? (typeof token === 'string' ? token : '');
    if (sent !== SAMPLE_STORES.ecwid.publicToken) return { status: 403, body: { errorMessage: 'Access denied: the token is not valid for this store' } };
    return undefined;
  };

  app.get<{ Params: { storeId: string }; Querystring: { token?: string } }>('/ecwid/api/v3/:storeId/profile', async (request, reply) => {
    const refusal = refused(request.params.storeId, request.headers.authorization, request.query.token);
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    return { generalInfo: { storeId: Number(SAMPLE_STORES.ecwid.storeId) }, account: { accountName: 'Crescent Kitchen' }, formatsAndUnits: { currency: 'USD' } };
  });

  app.get<{ Params: { storeId: string }; Querystring: { token?: string; offset?: string; limit?: string } }>('/ecwid/api/v3/:storeId/products', async (request, reply) => {
    const refusal = refused(request.params.storeId, request.headers.authorization, request.query.token);
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    productCalls += 1;
    if (productCalls % BUSY_EVERY === 2) return reply.code(429).header('retry-after', '1').send({ errorMessage: 'Too many requests' });
    const offset = Math.max(0, Number(request.query.offset ?? 0) || 0);
    const limit = Math.min(MAX_LIMIT, Math.max(1, Number(request.query.limit ?? MAX_LIMIT) || MAX_LIMIT));
    const items = catalogue.slice(offset, offset + limit);
    return { total: catalogue.length, count: items.length, offset, limit, items: items.map((product) => productItem(product, imageOrigin)) };
  });
}
