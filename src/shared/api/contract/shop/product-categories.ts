import { z } from 'zod';
import { defineCall } from '../define';

/** One product category as pickers need it: a sub-category names its parent, a top-level one none. */
export const productCategoryName = z.object({
  id: z.number().int(),
  name: z.string(),
  parentCategoryId: z.number().int().nullable(),
  isActive: z.boolean(),
});
export type ProductCategoryName = z.infer<typeof productCategoryName>;

/** GET category/name-summary: every product category by name, for the category pickers (products, a category's parent). */
export const productCategoryNames = defineCall({
  service: 'shop',
  method: 'GET',
  path: '/category/name-summary',
  summary: 'Every product category by name, for pickers',
  access: { point: 'PRODUCTS', bit: 'list' },
  reply: z.object({ content: z.array(productCategoryName) }),
});
