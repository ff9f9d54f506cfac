import { z } from 'zod';
import { recordIdField } from '../common';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

/** The most tags one product may have, and the most images one approval may name. */
export const PRODUCT_LIMITS = { tags: 50, images: 50, rank: 100_000, title: 500 } as const;

/** The spec's words for the product form (shell §5, §8), and this product's own where the spec has none. */
export const PRODUCT_MESSAGES = {
  required: 'This field is required!',
  saveFailed: 'Something went wrong, please check all the fields',
  statusUpdated: 'Status updated successfully',
  // Not worded by the spec:
  notFound: 'This product does not exist.',
  subCategoryOfAnother: 'The sub-category must be one of the chosen category’s sub-categories.',
  unknownCategory: 'This category does not exist.',
  topLevelCategory: 'Choose a main category here, not a sub-category.',
  unknownTag: 'One of the chosen tags does not exist.',
  rank: 'Enter a rank of 0 or more, in whole numbers.',
  tooManyTags: `At most ${PRODUCT_LIMITS.tags} tags can be chosen.`,
  noImages: 'Choose at least one image.',
  unknownImage: 'This product has no image {{id}}.',
} as const;

/** The refusal of an image id the product does not have. */
export const unknownImageMessage = (id: string) => PRODUCT_MESSAGES.unknownImage.replace('{{id}}', id);

/** One of the store's pictures of a product, as the store gives it. */
export const productImage = z.object({
  id: z.string(),
  src: z.string(),
  alt: z.string(),
  position: z.number().int(),
});
export type ProductImage = z.infer<typeof productImage>;

/** A list row: what the store gave (title, price, pictures) and what staff chose (category, tags, rank, state). */
export const productRow = z.object({
  id: z.number().int(),
  /** The store's own id of the product. */
  productId: z.string(),
  title: z.string(),
  price: z.string(),
  vendorId: z.number().int(),
  vendorSlug: z.string(),
  vendorName: z.string(),
  vendorStoreType: z.string(),
  vendorStoreCurrency: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  subCategoryId: z.number().int().nullable(),
  tagIds: z.array(z.number().int()),
  rank: z.number().int(),
  isActive: z.boolean(),
  vendorProductUrl: z.string(),
  images: z.array(productImage),
  /** The ids of the images shown on the web. */
  approvedImages: z.array(z.string()),
  /** ISO 8601 date-times in UTC: the last sync that brought the product, and the last change of any kind. */
  syncedAt: z.string(),
  updateDate: z.string(),
});

/** One product with its detail (`?fetchDetail=true`): the store's description (sanitised HTML) and its whole answer (JSON text). */
export const product = productRow.extend({
  description: z.string(),
  storeResponse: z.string(),
});
export type Product = z.infer<typeof product>;

const required = { error: PRODUCT_MESSAGES.required };
const categoryIdField = z.number(required).int(PRODUCT_MESSAGES.required).positive(PRODUCT_MESSAGES.required);

/** What staff choose for a product (PATCH product/{vendorSlug}/{productId}): category and sub-category and status are required (§5). */
export const productInput = z.object({
  categoryId: categoryIdField,
  subCategoryId: categoryIdField,
  tagIds: z
    .array(recordIdField(z.number(), PRODUCT_MESSAGES.unknownTag), { error: PRODUCT_MESSAGES.unknownTag })
    .max(PRODUCT_LIMITS.tags, PRODUCT_MESSAGES.tooManyTags)
    .default([]),
  isActive: z.boolean(required),
  rank: z.number({ error: PRODUCT_MESSAGES.rank }).int(PRODUCT_MESSAGES.rank).min(0, PRODUCT_MESSAGES.rank).max(PRODUCT_LIMITS.rank, PRODUCT_MESSAGES.rank),
});
export type ProductInput = z.input<typeof productInput>;

/** The list's filters (shell §2): words of the title, a vendor, a category (main or sub), a status. */
export const productFilters = z.object({
  title: z.string().max(PRODUCT_LIMITS.title).optional(),
  vendorId: z.number().int().min(0).optional(),
  categoryId: z.number().int().min(0).optional(),
  status: z.enum(['', 'ACTIVE', 'INACTIVE']).optional(),
});

/** The images an approval or disapproval names, by the store's image ids. */
export const productImagesBody = z.object({
  images: z
    .array(z.string().trim().min(1, PRODUCT_MESSAGES.noImages).max(100), { error: PRODUCT_MESSAGES.noImages })
    .min(1, PRODUCT_MESSAGES.noImages)
    .max(PRODUCT_LIMITS.images),
});

/**
 * The shop's products, brought by the vendors' store syncs: a product is named in its calls by its vendor's
 * slug and the store's id (`product/noor-modest-wear/8120`), as the spec's paths do.
 */
export const products = defineResource({
  name: 'product',
  service: 'shop',
  point: 'PRODUCTS',
  idKey: 'id',
  record: product,
  listRecord: productRow,
  input: productInput,
  recordKey: z.object({ vendorSlug: z.string().min(1).max(250), productId: z.string().min(1).max(250) }),
  findQuery: z.object({ fetchDetail: z.stringbool().optional() }),
  searchField: 'title',
  filters: productFilters,
  paging: 'academy',
  paths: {
    list: '/product/paginated',
    find: '/product/:vendorSlug-:productId',
    update: '/product/:vendorSlug/:productId',
    history: '/product/history/:id',
  },
  updateMethod: 'PATCH',
  actions: {
    activate: { path: '/product/:vendorSlug/ACTIVE/:productId', summary: 'Show a product on the web', message: PRODUCT_MESSAGES.statusUpdated },
    deactivate: { path: '/product/:vendorSlug/INACTIVE/:productId', summary: 'Take a product off the web', message: PRODUCT_MESSAGES.statusUpdated },
    approveImages: {
      path: '/product/approve-image/:vendorSlug/:productId',
      summary: 'Show some of a product’s images on the web',
      body: productImagesBody,
      message: RECORD_MESSAGES.updated,
    },
    disapproveImages: {
      path: '/product/disapprove-image/:vendorSlug/:productId',
      summary: 'Take some of a product’s images off the web',
      body: productImagesBody,
      message: RECORD_MESSAGES.updated,
    },
  },
  messages: { ...RECORD_MESSAGES, notFound: PRODUCT_MESSAGES.notFound },
});
