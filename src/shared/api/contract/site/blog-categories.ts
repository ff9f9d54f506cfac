import { z } from 'zod';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

export const BLOG_CATEGORY_LIMITS = { name: 100 } as const;

/** The spec's words for the blog category forms (content-site §5). */
export const BLOG_CATEGORY_MESSAGES = {
  name: 'Enter a valid category name',
  nameTooLong: `Maximum ${BLOG_CATEGORY_LIMITS.name} characters allowed`,
  // Not worded by the spec:
  notFound: 'This category does not exist.',
} as const;

export const blogCategory = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type BlogCategory = z.infer<typeof blogCategory>;

/** Save and update send the name only (update adds the id). */
export const blogCategoryInput = z.object({
  name: z
    .string({ error: BLOG_CATEGORY_MESSAGES.name })
    .trim()
    .min(1, BLOG_CATEGORY_MESSAGES.name)
    .max(BLOG_CATEGORY_LIMITS.name, BLOG_CATEGORY_MESSAGES.nameTooLong),
});
export type BlogCategoryInput = z.input<typeof blogCategoryInput>;

export const blogCategories = defineResource({
  name: 'blog category',
  service: 'site',
  point: 'CATEGORIES',
  idKey: 'categoryId',
  record: blogCategory,
  input: blogCategoryInput,
  paging: 'site',
  paths: {
    list: '/blog-category/list',
    find: '/blog-category/find',
    create: '/blog-category/save',
    update: '/blog-category/update',
    delete: '/blog-category/delete',
    history: '/blog-category/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: BLOG_CATEGORY_MESSAGES.notFound },
});
