import slugify from '@sindresorhus/slugify';
import { z } from 'zod';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

export const TAG_LIMITS = { name: 100, slug: 100 } as const;

/** The spec's words for the tag forms (content-site §5). */
export const TAG_MESSAGES = {
  name: 'Enter a valid name',
  slug: 'Enter slug',
  nameTooLong: `Maximum ${TAG_LIMITS.name} characters allowed`,
  // Not worded by the spec:
  slugTaken: 'Another tag already has this slug.',
  notFound: 'This tag does not exist.',
} as const;

/** The spec's slug of a name: lower case, words joined by hyphens (letters with accents made plain). */
export const slugOf = (name: string) => slugify(name);

export const tag = z.object({
  tagId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** ISO 8601 date-time in UTC. */
  updateDate: z.string(),
});
export type Tag = z.infer<typeof tag>;

/** Save and update send name and slug; an empty slug is derived from the name by the server. */
export const tagInput = z.object({
  name: z.string({ error: TAG_MESSAGES.name }).trim().min(1, TAG_MESSAGES.name).max(TAG_LIMITS.name, TAG_MESSAGES.nameTooLong),
  slug: z.string().trim().max(TAG_LIMITS.slug, TAG_MESSAGES.nameTooLong).optional(),
});
export type TagInput = z.input<typeof tagInput>;

export const tags = defineResource({
  name: 'tag',
  service: 'site',
  point: 'TAGS',
  idKey: 'tagId',
  record: tag,
  input: tagInput,
  paging: 'site',
  sortFields: ['name'],
  paths: {
    list: '/blog-tag/list',
    find: '/blog-tag/find',
    create: '/blog-tag/save',
    update: '/blog-tag/update',
    delete: '/blog-tag/delete',
    history: '/blog-tag/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: TAG_MESSAGES.notFound },
});
