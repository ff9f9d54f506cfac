import type { Generated } from 'kysely';

/** A product tag as stored; its picture, when it has one, is in the file store under `image_key`. */
export interface ProductTagTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  /** 1 active, 0 not. */
  is_active: Generated<number>;
  image_key: string | null;
  image_type: string | null;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    product_tags: ProductTagTable;
  }
}
