import { z } from 'zod';
import { firstIndexField, pageNumberField, pageReply, pageSizeField, recordIdField } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES, sortableOnlyBy } from '../resource/messages';

/** The shell's name limit (§9), and the longest video title a stats search may name (a title's own limit). */
export const VIDEO_CATEGORY_LIMITS = { name: 250, title: 128 } as const;

/** Category lists and their videos' stats come 10 a page (shell §9). */
export const VIDEO_CATEGORY_PAGE_SIZE = 10;

/** The spec's words for the video category screens (shell §5, §8), then this product's own. */
export const VIDEO_CATEGORY_MESSAGES = {
  name: 'Please enter valid category name',
  saveFailed: 'Something went wrong, please check all the fields',
  // Not worded by the spec:
  nameTooLong: `Maximum ${VIDEO_CATEGORY_LIMITS.name} characters allowed`,
  notFound: 'This video category does not exist.',
} as const;

const M = VIDEO_CATEGORY_MESSAGES;

/** A video category (shell §3) with how many videos are filed under it, counted by the server. */
export const videoCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  videoCount: z.number().int(),
});
export type VideoCategory = z.infer<typeof videoCategory>;

/** What POST category and PUT category/{id} send. */
export const videoCategoryInput = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(VIDEO_CATEGORY_LIMITS.name, M.nameTooLong),
  /**
   * The spec's screens send a count (0 on create, the kept count on update). The server counts the
   * category's videos itself, so a sent count is accepted and ignored.
   */
  videoCount: z.number().optional(),
});
export type VideoCategoryInput = z.input<typeof videoCategoryInput>;

export const videoCategories = defineResource({
  name: 'video category',
  service: 'stories',
  point: 'VIDEO_CATEGORIES',
  idKey: 'id',
  record: videoCategory,
  input: videoCategoryInput,
  paging: 'site',
  paths: {
    list: '/category/list',
    find: '/category/:id',
    create: '/category',
    update: '/category/:id',
    history: '/category/:id/history',
  },
  messages: { ...RECORD_MESSAGES, notFound: M.notFound },
});

/** One video of a category, with its counts (shell §3 Category video stat). */
export const categoryVideoStat = z.object({
  id: z.number().int(),
  title: z.string(),
  likes: z.number().int(),
  shares: z.number().int(),
  /** The host's tags, as written there. */
  tags: z.array(z.string()),
  /** Time watched by every viewer, as hours, minutes and seconds (`27:05:03`). */
  formattedWatchTime: z.string(),
});
export type CategoryVideoStat = z.infer<typeof categoryVideoStat>;

/** The columns the 'Videos Stat' popup sorts by. */
export const CATEGORY_VIDEO_STAT_SORT_FIELDS = ['likes', 'shares'] as const;
export type CategoryVideoStatSortField = (typeof CATEGORY_VIDEO_STAT_SORT_FIELDS)[number];

/**
 * POST category/video-stats: a category's videos and their counts, searched by title, newest first unless
 * sorted by likes or shares; descending unless told otherwise, `firstIndex: -2` paging by `pageno` (shell §7, §9).
 */
export const categoryVideoStats = defineCall({
  service: 'stories',
  method: 'POST',
  path: '/category/video-stats',
  summary: "A video category's videos with their likes, shares and watch time",
  access: { point: 'VIDEO_CATEGORIES', bit: 'view' },
  body: z.object({
    categoryId: recordIdField(z.number()),
    pageno: pageNumberField(z.number(), 0).default(1),
    limitCount: pageSizeField(z.number()).default(VIDEO_CATEGORY_PAGE_SIZE),
    firstIndex: firstIndexField(z.number()).default(-2),
    descending: z.boolean().default(true),
    sortField: z.enum(CATEGORY_VIDEO_STAT_SORT_FIELDS, { error: sortableOnlyBy(CATEGORY_VIDEO_STAT_SORT_FIELDS.join(', ')) }).optional(),
    title: z.string().max(VIDEO_CATEGORY_LIMITS.title).optional(),
  }),
  reply: pageReply(categoryVideoStat),
});
