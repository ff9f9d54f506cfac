import { z } from 'zod';
import { defineCall } from '../define';

/** One product tag as the products form's tag picker needs it. */
export const productTagName = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
});
export type ProductTagName = z.infer<typeof productTagName>;

/** GET tag/name-summary — every product tag's id, name and state, by name, for the products' tag pickers. */
export const productTagNames = defineCall({
  service: 'shop',
  method: 'GET',
  path: '/tag/name-summary',
  summary: "Every product tag's name, for pickers",
  access: { point: 'PRODUCTS', bit: 'list' },
  reply: z.object({ content: z.array(productTagName) }),
});
