import type { Generated } from 'kysely';

/** A product as stored: the store's fields as the last sync brought them, and what staff chose. */
export interface ProductTable {
  id: Generated<number>;
  vendor_id: number;
  /** The store's own id of the product. */
  product_id: string;
  title: string;
  /** The store's description, sanitised when written. */
  description: string;
  /** The price as the store gives it. */
  price: string;
  currency: string;
  vendor_product_url: string;
  /** The store's answer for the product, JSON text. */
  store_response: string;
  /** JSON text: `[{ id, src, alt, position }]`. */
  images: string;
  /** JSON text: the ids of the images the web shows. */
  approved_images: string;
  category_id: number | null;
  sub_category_id: number | null;
  /** JSON text: the ids of its tags. */
  tag_ids: string;
  rank: number;
  /** 1 shown on the web, 0 not. */
  is_active: number;
  synced_at: string;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    products: ProductTable;
    products_view: ProductTable & { vendor_slug: string; vendor_name: string; vendor_store_type: string; category_name: string | null; status: string };
  }
}
