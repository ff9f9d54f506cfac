import type { Db } from '../../../db/database';
import { sanitizeRichText } from '../../site/rich-text/sanitize';
import './table';

/** One of the store's pictures of a product, as a sync reads it. */
export interface SyncedImage {
  id: string | number;
  src: string;
  alt?: string | null;
  position?: number | null;
}

/** A product as a store sync reads it from the vendor's store. */
export interface SyncedProduct {
  productId: string | number;
  title: string;
  /** The store's description, HTML. */
  description: string;
  price: string | number;
  currency: string;
  vendorProductUrl: string;
  /** The store's answer for the product: JSON text, or the value to keep as JSON. */
  storeResponse: unknown;
  images: readonly SyncedImage[];
}

/** The store's pictures inside a description are kept only at a web address; anything else is left out. */
const webAddress = (src: string) => (/^https?:\/\//i.test(src) ? src : undefined);

/** A store's description as it is kept and shown: the site's rich text rules. */
export const sanitisedDescription = (html: string) => sanitizeRichText(html, webAddress).html;

const imagesOf = (images: readonly SyncedImage[]) =>
  images.map((image, index) => ({ id: String(image.id), src: image.src, alt: image.alt ?? '', position: image.position ?? index + 1 }));

const idsIn = (json: string): string[] => {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * Writes a product a store sync read: a new one is added not shown on the web, with no category, tags or
 * approved pictures; a known one (same vendor, same store id) gets the store's fields again and keeps what
 * staff chose (category, sub-category, tags, rank, shown or not, approved pictures), except that an approved
 * picture the store no longer has drops out. Answers the product's row id and whether it was new.
 */
export async function upsertSyncedProduct(db: Db, vendorId: number, product: SyncedProduct, now: number): Promise<{ id: number; created: boolean }> {
  const at = new Date(now).toISOString();
  const images = imagesOf(product.images);
  const storeFields = {
    title: product.title,
    description: sanitisedDescription(product.description),
    price: String(product.price),
    currency: product.currency,
    vendor_product_url: product.vendorProductUrl,
    store_response: typeof product.storeResponse === 'string' ? product.storeResponse : JSON.stringify(product.storeResponse ?? {}),
    images: JSON.stringify(images),
    synced_at: at,
    updated_at: at,
  };
  const productId = String(product.productId);
  const existing = () =>
    db.selectFrom('products').select(['id', 'approved_images']).where('vendor_id', '=', vendorId).where('product_id', '=', productId).executeTakeFirst();

  const found = await existing();
  if (!found) {
    const inserted = await db
      .insertInto('products')
      .values({ vendor_id: vendorId, product_id: productId, ...storeFields, approved_images: '[]', category_id: null, sub_category_id: null, tag_ids: '[]', rank: 0, is_active: 0 })
      .onConflict((conflict) => conflict.columns(['vendor_id', 'product_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: Number(inserted.id), created: true };
  }
  // Known (or added meanwhile by another run): the store's fields change, staff's choices stay.
  const current = found ?? (await existing())!;
  const stillThere = new Set(images.map((image) => image.id));
  const approved = idsIn(current.approved_images).filter((id) => stillThere.has(id));
  await db
    .updateTable('products')
    .set({ ...storeFields, approved_images: JSON.stringify(approved) })
    .where('id', '=', current.id)
    .execute();
  return { id: Number(current.id), created: false };
}
