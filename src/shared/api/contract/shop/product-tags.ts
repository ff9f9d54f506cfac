import { z } from 'zod';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

const KB = 1024;

export const PRODUCT_TAG_LIMITS = { name: 250, slug: 250, description: 500, imageBytes: 500 * KB } as const;

/** The pictures a tag may have. */
export const PRODUCT_TAG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The spec's words for the product tag form (shell §5, §8), then this product's own. */
export const PRODUCT_TAG_MESSAGES = {
  nameTooLong: `Maximum ${PRODUCT_TAG_LIMITS.name} characters allowed`,
  descriptionTooLong: `Maximum ${PRODUCT_TAG_LIMITS.description} characters allowed`,
  // In the words the spec gives the 100 KB pictures ('Image must smaller than 100KB!').
  imageTooLarge: 'Image must smaller than 500KB!',
  saveFailed: 'Something went wrong, please check all the fields',
  statusUpdated: 'Status updated successfully',
  // Not worded by the spec:
  name: 'Please enter tag name',
  slug: 'Please enter slug',
  slugForm: 'Use lower-case letters, digits and hyphens only',
  slugTaken: 'Another tag already has this slug',
  description: 'Please enter description',
  status: 'Please select status',
  imageType: 'Choose a JPEG, PNG or WebP picture',
  notFound: 'This tag does not exist',
} as const;

const M = PRODUCT_TAG_MESSAGES;

/** The shop's slug of a name (shell §5): lower case, each run of spaces and commas one hyphen, other marks left out. */
export const shopSlugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[\s,]+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}-]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');

/** A slug as `shopSlugOf` makes them: lower-case letters (of any script), digits, single hyphens between. */
const SLUG_FORM = /^[\p{Ll}\p{Lo}\p{M}\p{N}]+(-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u;

export const productTag = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  /** Where the tag's picture is downloaded (the `imageFile` call, under the shop's base), or null when it has none. */
  image: z.string().nullable(),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type ProductTag = z.infer<typeof productTag>;

/** The JSON 'request' part of POST tag and PUT tag/{id}. */
export const productTagInput = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(PRODUCT_TAG_LIMITS.name, M.nameTooLong),
  slug: z.string({ error: M.slug }).trim().min(1, M.slug).max(PRODUCT_TAG_LIMITS.slug, M.nameTooLong).regex(SLUG_FORM, M.slugForm),
  description: z.string({ error: M.description }).trim().min(1, M.description).max(PRODUCT_TAG_LIMITS.description, M.descriptionTooLong),
  isActive: z.boolean({ error: M.status }),
});
export type ProductTagInput = z.input<typeof productTagInput>;

/** The list's filters (shell §7: status, name, slug); the name is the search box's words. */
export const productTagFilters = z.object({
  name: z.string().max(PRODUCT_TAG_LIMITS.name).optional(),
  slug: z.string().max(PRODUCT_TAG_LIMITS.slug).optional(),
  status: z.enum(['', 'ACTIVE', 'INACTIVE']).optional(),
});

export const productTags = defineResource({
  name: 'product tag',
  service: 'shop',
  point: 'PRODUCTS',
  idKey: 'id',
  record: productTag,
  input: productTagInput,
  searchField: 'name',
  filters: productTagFilters,
  paging: 'academy',
  paths: {
    list: '/tag/paginated',
    find: '/tag/:id',
    create: '/tag',
    update: '/tag/:id',
    history: '/tag/:id/history',
  },
  actions: {
    activate: { path: '/tag/:id/ACTIVE', summary: 'Activate a product tag', message: M.statusUpdated },
    deactivate: { path: '/tag/:id/INACTIVE', summary: 'Deactivate a product tag', message: M.statusUpdated },
  },
  requestPart: 'request',
  files: {
    imageFile: {
      maxBytes: PRODUCT_TAG_LIMITS.imageBytes,
      types: PRODUCT_TAG_IMAGE_TYPES,
      download: '/tag/:id/image',
      optional: true,
      messages: { tooLarge: M.imageTooLarge, wrongType: M.imageType },
    },
  },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});

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
