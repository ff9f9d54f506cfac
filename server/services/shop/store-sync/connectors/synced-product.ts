/** A product as a store connector hands it to the sync, whatever its platform. */
export interface StoreProduct {
  /** The store's own id, as text. */
  productId: string;
  title: string;
  /** The store's HTML; sanitised when stored. */
  description: string;
  price: string;
  currency: string;
  vendorProductUrl: string;
  /** The store's answer for this product, kept as it came. */
  storeResponse: string;
  images: { id: string; src: string; alt: string; position: number }[];
}

/** Hands one page of products to the sync, which stores them before the next page is fetched. */
export type PageSink = (products: StoreProduct[]) => Promise<void>;
