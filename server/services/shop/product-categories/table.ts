import type { Generated } from 'kysely';

/** A product category as stored; its picture and banner are in the file store under `image_key` and `banner_key`. */
export interface ProductCategoryTable {
  id: Generated<number>;
  name: string;
  description: string;
  slug: string;
  /** 1 active, 0 not. */
  is_active: number;
  parent_category_id: number | null;
  display_rank: number | null;
  image_key: string | null;
  image_type: string | null;
  banner_key: string | null;
  banner_type: string | null;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    product_categories: ProductCategoryTable;
    product_categories_view: ProductCategoryTable & { parent_name: string | null; status: 'ACTIVE' | 'INACTIVE' };
  }
}
