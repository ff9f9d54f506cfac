import { z } from 'zod';
import { defineCall } from '../define';

/** The platforms a vendor's store runs on (shell spec §3). */
export const VENDOR_STORE_TYPES = ['SHOPIFY', 'ECWID'] as const;
export type VendorStoreType = (typeof VENDOR_STORE_TYPES)[number];

/** One vendor as pickers and filters need it (the products list's vendor filter). */
export const vendorName = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  storeType: z.enum(VENDOR_STORE_TYPES),
  isActive: z.boolean(),
});
export type VendorName = z.infer<typeof vendorName>;

/**
 * GET vendor/name-summary — every vendor's id, name, slug, store type and state, by name, for pickers.
 * Whoever may list vendors or products may ask (the products list filters by vendor).
 */
export const vendorNames = defineCall({
  service: 'shop',
  method: 'GET',
  path: '/vendor/name-summary',
  summary: "Every vendor's name, for pickers",
  access: { anyOf: [{ point: 'VENDORS', bit: 'list' }, { point: 'PRODUCTS', bit: 'list' }] },
  reply: z.object({ content: z.array(vendorName) }),
});
