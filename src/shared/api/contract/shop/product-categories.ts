import { z } from 'zod';
import { recordIdField } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';
import { shopSlugOf } from './product-tags';

const KB = 1024;

export const PRODUCT_CATEGORY_LIMITS = { name: 250, description: 500, slug: 250, rank: 100_000, imageBytes: 100 * KB, bannerBytes: 500 * KB } as const;

/** The pictures a category's image and banner may be. */
export const PRODUCT_CATEGORY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The spec's words for the category form (shell §5, §8), then this product's own where the spec has none. */
export const PRODUCT_CATEGORY_MESSAGES = {
  nameTooLong: `Maximum ${PRODUCT_CATEGORY_LIMITS.name} characters allowed`,
  descriptionTooLong: `Maximum ${PRODUCT_CATEGORY_LIMITS.description} characters allowed`,
  imageTooLarge: 'Image must smaller than 100KB!',
  saveFailed: 'Something went wrong, please check all the fields',
  statusUpdated: 'Status updated successfully',
  // Not worded by the spec:
  name: 'Please enter category name',
  slug: 'Please enter slug',
  description: 'Please enter description',
  status: 'Please select status',
  bannerTooLarge: 'Banner must smaller than 500KB!',
  imageType: 'Choose a JPEG, PNG or WebP picture.',
  slugTooLong: `Maximum ${PRODUCT_CATEGORY_LIMITS.slug} characters allowed`,
  slugForm: 'Use lower-case letters, digits and single hyphens only.',
  slugTaken: 'Another category already has this slug.',
  rank: 'Enter a display rank of 0 or more, in whole numbers.',
  notFound: 'This category does not exist.',
  parentNotFound: 'The parent category does not exist.',
  parentIsItself: 'A category cannot be its own parent.',
  parentIsSubCategory: 'Choose a main category as the parent, not a sub-category.',
  hasSubCategories: 'This category has sub-categories, so it cannot become a sub-category itself.',
  notMultipart: "Send the category as multipart/form-data with its 'request' part and any imageFile and bannerFile.",
  unreadableForm: 'The uploaded form could not be read.',
  tooManyParts: "Send the 'request' part, imageFile and bannerFile only.",
  notJson: "The 'request' part must be the category as JSON.",
} as const;

const M = PRODUCT_CATEGORY_MESSAGES;

export const productCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
  /** None for a top-level category. */
  parentCategoryId: z.number().int().nullable(),
  parentCategoryName: z.string().nullable(),
  /** Its place among its parent's sub-categories; none for a top-level category. */
  displayRank: z.number().int().nullable(),
  /** Whether a picture and a banner are stored (their download calls answer them). */
  hasImage: z.boolean(),
  hasBanner: z.boolean(),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type ProductCategory = z.infer<typeof productCategory>;

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** The 'request' part of save and update; a display rank goes only with a parent, which needs one (the server checks). */
export const productCategoryInput = z.object({
  name: text(M.name, PRODUCT_CATEGORY_LIMITS.name, M.nameTooLong),
  description: text(M.description, PRODUCT_CATEGORY_LIMITS.description, M.descriptionTooLong),
  /** As the shop's names make them (`shopSlugOf`): lower-case letters of any script, digits, single hyphens between. */
  slug: text(M.slug, PRODUCT_CATEGORY_LIMITS.slug, M.slugTooLong).refine((slug) => shopSlugOf(slug) === slug, M.slugForm),
  isActive: z.boolean({ error: M.status }),
  parentCategoryId: recordIdField(z.number({ error: M.parentNotFound }), M.parentNotFound).nullable().default(null),
  displayRank: z.number({ error: M.rank }).int(M.rank).min(0, M.rank).max(PRODUCT_CATEGORY_LIMITS.rank, M.rank).nullable().default(null),
});
export type ProductCategoryInput = z.input<typeof productCategoryInput>;

/** The list's search and filters (spec: name, status, slug). */
export const productCategoryFilters = z.object({
  name: z.string().max(PRODUCT_CATEGORY_LIMITS.name).optional(),
  status: z.enum(['', 'ACTIVE', 'INACTIVE']).optional(),
  slug: z.string().max(PRODUCT_CATEGORY_LIMITS.slug).optional(),
});

/** A picture under `underBytes`, answered by `download`. */
const picture = (underBytes: number, download: string, tooLarge: string) => ({
  maxBytes: underBytes - 1,
  types: PRODUCT_CATEGORY_IMAGE_TYPES,
  download,
  optional: true,
  messages: { tooLarge, wrongType: M.imageType },
});

/**
 * Product categories: POST category and PUT category/{id} (multipart: the JSON 'request' part and an
 * optional imageFile and bannerFile), POST category/paginated, GET category/{id}, PATCH category/{id}/{status}.
 */
export const productCategories = defineResource({
  name: 'product category',
  service: 'shop',
  point: 'PRODUCTS',
  idKey: 'id',
  record: productCategory,
  input: productCategoryInput,
  searchField: 'name',
  filters: productCategoryFilters,
  paging: 'academy',
  paths: {
    list: '/category/paginated',
    find: '/category/:id',
    create: '/category',
    update: '/category/:id',
    history: '/category/:id/history',
  },
  requestPart: 'request',
  files: {
    imageFile: picture(PRODUCT_CATEGORY_LIMITS.imageBytes, '/category/:id/image', M.imageTooLarge),
    bannerFile: picture(PRODUCT_CATEGORY_LIMITS.bannerBytes, '/category/:id/banner', M.bannerTooLarge),
  },
  actions: {
    activate: { path: '/category/:id/ACTIVE', summary: 'Activate a product category', message: M.statusUpdated },
    deactivate: { path: '/category/:id/INACTIVE', summary: 'Deactivate a product category', message: M.statusUpdated },
  },
  formMessages: { notMultipart: M.notMultipart, unreadable: M.unreadableForm, tooManyParts: M.tooManyParts, notJson: M.notJson },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});

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
