import { z } from 'zod';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

export const GALLERY_CATEGORY_LIMITS = { title: 100, slug: 100, description: 100 } as const;

/** The spec's words for the gallery category forms (content-site §5); its three limits are all 100. */
export const GALLERY_CATEGORY_MESSAGES = {
  title: 'Enter a valid category title',
  slug: 'Enter slug',
  tooLong: `Maximum ${GALLERY_CATEGORY_LIMITS.title} characters allowed`,
  // Not worded by the spec:
  slugTaken: 'Another gallery category already has this slug.',
  notFound: 'This gallery category does not exist.',
} as const;

export const galleryCategory = z.object({
  categoryId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type GalleryCategory = z.infer<typeof galleryCategory>;

const { title, slug, tooLong } = GALLERY_CATEGORY_MESSAGES;

/** Save and update send title, slug and description (update adds the id); the slug is required. */
export const galleryCategoryInput = z.object({
  title: z.string({ error: title }).trim().min(1, title).max(GALLERY_CATEGORY_LIMITS.title, tooLong),
  slug: z.string({ error: slug }).trim().min(1, slug).max(GALLERY_CATEGORY_LIMITS.slug, tooLong),
  description: z.string().trim().max(GALLERY_CATEGORY_LIMITS.description, tooLong).default(''),
});
export type GalleryCategoryInput = z.input<typeof galleryCategoryInput>;

export const galleryCategories = defineResource({
  name: 'gallery category',
  service: 'site',
  point: 'GALLERY',
  idKey: 'categoryId',
  record: galleryCategory,
  input: galleryCategoryInput,
  paging: 'site',
  paths: {
    list: '/card/category/list',
    find: '/card/category/find',
    create: '/card/category/save',
    update: '/card/category/update',
    delete: '/card/category/delete',
    history: '/card/category/history',
  },
  // The spec's "Add and Edit need add or edit".
  bits: { create: ['add', 'edit'], update: ['add', 'edit'] },
  messages: { ...RECORD_MESSAGES, notFound: GALLERY_CATEGORY_MESSAGES.notFound },
});
