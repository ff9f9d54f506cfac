import { storeFetch, StoreRefusal, storeWords, type StoreHttpOptions, STORE_HTTP } from './store-http';
import type { PageSink, StoreProduct } from './synced-product';

export interface EcwidAccess {
  storeId: string;
  publicToken: string;
}

/** Ecwid's REST API; a sample store or a proxy may stand in for it. */
export const ECWID_API_ORIGIN = 'https://app.ecwid.com';
const PAGE_SIZE = 100;

interface EcwidItem {
  id: number;
  name: string;
  price: number;
  url: string;
  description?: string;
  imageUrl?: string;
  galleryImages?: { id: number; url: string; alt?: string }[];
}

const toProduct = (item: EcwidItem, currency: string): StoreProduct => {
  const gallery = item.galleryImages ?? (item.imageUrl ? [{ id: item.id, url: item.imageUrl, alt: '' }] : []);
  return {
    productId: String(item.id),
    title: item.name,
    description: item.description ?? '',
    price: item.price.toFixed(2),
    currency,
    vendorProductUrl: item.url,
    storeResponse: JSON.stringify(item),
    images: gallery.map((image, position) => ({ id: String(image.id), src: image.url, alt: image.alt ?? '', position })),
  };
};

interface EcwidProfile {
  account?: { accountName?: string };
  formatsAndUnits?: { currency?: string };
}

/** GET of one address of the store's REST API with its public token; a refusal in Ecwid's words. */
const getterFor =
  (access: EcwidAccess, origin: string, http: StoreHttpOptions) =>
  async <T>(path: string, what: string): Promise<T> => {
    const base = `${origin}/api/v3/${encodeURIComponent(access.storeId)}`;
    const response = await storeFetch(`${base}${path}`, { headers: { authorization: `Bearer ${access.publicToken}`, accept: 'application/json' } }, http);
    if (!response.ok) throw new StoreRefusal(`Ecwid refused ${what} (${response.status}): ${await storeWords(response)}`);
    return (await response.json()) as T;
  };

/** The store's own name and currency, read with its public token: proof it works. */
export async function fetchEcwidProfile(access: EcwidAccess, origin = ECWID_API_ORIGIN, http: StoreHttpOptions = STORE_HTTP): Promise<{ storeName: string; currency: string }> {
  const profile = await getterFor(access, origin, http)<EcwidProfile>('/profile', 'the store profile');
  return { storeName: profile.account?.accountName ?? '', currency: profile.formatsAndUnits?.currency ?? '' };
}

/** Every product of an Ecwid store, page by page (`offset`, `limit`), read with its public token. */
export async function fetchEcwidProducts(access: EcwidAccess, sink: PageSink, origin = ECWID_API_ORIGIN, http: StoreHttpOptions = STORE_HTTP): Promise<number> {
  const get = getterFor(access, origin, http);
  const profile = await get<EcwidProfile>('/profile', 'the store profile');
  const currency = profile.formatsAndUnits?.currency ?? '';
  let fetched = 0;
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await get<{ total: number; count: number; items: EcwidItem[] }>(`/products?offset=${offset}&limit=${PAGE_SIZE}`, 'the products');
    await sink(page.items.map((item) => toProduct(item, currency)));
    fetched += page.items.length;
    if (page.items.length === 0 || offset + page.count >= page.total) return fetched;
  }
}
