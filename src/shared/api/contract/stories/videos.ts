import { z } from 'zod';
import { recordIdField } from '../common';
import { defineCall } from '../define';
import { defineResource } from '../resource/define-resource';
import { RECORD_MESSAGES } from '../resource/messages';

/** The video form's limits (shell §5, §9: the title at most 128 characters) and the stats download's widest range. */
export const VIDEO_LIMITS = { title: 128, description: 2000, externalId: 20, cta: 500, ctaButton: 40, statsDays: 90 } as const;

/** What a sponsor's button does (shell §5): offer a file to download, or send the viewer to a page. */
export const VIDEO_CTA_LINK_TYPES = ['DOWNLOADABLE', 'RE_DIRECTIONAL'] as const;
export type VideoCtaLinkType = (typeof VIDEO_CTA_LINK_TYPES)[number];

/** The spec's words for videos (shell §5, §8), then this product's own. */
export const VIDEO_MESSAGES = {
  saveFailed: 'Something went wrong, please check all the fields',
  deleted: 'Video Deleted Successfully',
  inPackages: 'Video is associated with packages. Please remove the video from the package first.',
  // Not worded by the spec:
  title: 'Please enter title',
  titleTooLong: `Maximum ${VIDEO_LIMITS.title} characters allowed`,
  descriptionTooLong: `Maximum ${VIDEO_LIMITS.description} characters allowed`,
  externalId: 'Please enter the Vimeo id (digits only)',
  externalIdTaken: 'Another video already has this Vimeo id.',
  cta: 'Please enter CTA link',
  ctaFormat: 'Enter the full address of the link, starting with https://',
  ctaTooLong: `Maximum ${VIDEO_LIMITS.cta} characters allowed`,
  ctaButton: 'Please enter CTA text',
  ctaButtonTooLong: `Maximum ${VIDEO_LIMITS.ctaButton} characters allowed`,
  ctaLinkType: 'Please select link type',
  category: 'Choose a category that exists.',
  notFound: 'This video does not exist.',
  dateForm: 'Enter a date as YYYY-MM-DD.',
  rangeOrder: 'The start date must not be after the end date.',
  statsRangeRequired: 'Choose the first and last day of the stats.',
  statsRangeTooLong: `Choose at most ${VIDEO_LIMITS.statsDays} days of stats at once.`,
} as const;

const M = VIDEO_MESSAGES;

/** A calendar day, YYYY-MM-DD, that exists. */
const DAY_FORM = /^\d{4}-\d{2}-\d{2}$/;
export const isCalendarDay = (text: string) => DAY_FORM.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
const day = (message: string = M.dateForm) => z.string().refine(isCalendarDay, message);

/** How many days a range holds, both ends counted. */
export const daysInRange = (startDate: string, endDate: string) => Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;

/** A video (shell §3): what the host knows (its id there, title, counts, tags, picture) and what staff add. */
export const video = z.object({
  id: z.number().int(),
  /** The video host's id (Vimeo's number). */
  externalId: z.string(),
  title: z.string(),
  description: z.string(),
  likes: z.number().int(),
  shares: z.number().int(),
  /** Seconds watched in all; `formattedWatchTime` shows them. */
  watchSeconds: z.number().int(),
  formattedWatchTime: z.string(),
  tags: z.array(z.string()),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  thumbnail: z.string().nullable(),
  /** ISO 8601 date-time in UTC. */
  createdAt: z.string(),
  /** How many packages hold the video. */
  packageCount: z.number().int(),
  isSponsored: z.boolean(),
  cta: z.string().nullable(),
  ctaButton: z.string().nullable(),
  ctaLinkType: z.enum(VIDEO_CTA_LINK_TYPES).nullable(),
  updateDate: z.string(),
});
export type Video = z.infer<typeof video>;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).nullish();

/** The create and update body (shell §7: externalId, name, description, isSponsored, cta, ctaButton, ctaLinkType, categoryId). */
export const videoFields = z.object({
  externalId: z.string({ error: M.externalId }).trim().regex(/^\d{1,20}$/, M.externalId),
  name: z.string({ error: M.title }).trim().min(1, M.title).max(VIDEO_LIMITS.title, M.titleTooLong),
  description: z.string().trim().max(VIDEO_LIMITS.description, M.descriptionTooLong).default(''),
  isSponsored: z.boolean().default(false),
  cta: optionalText(VIDEO_LIMITS.cta, M.ctaTooLong),
  ctaButton: optionalText(VIDEO_LIMITS.ctaButton, M.ctaButtonTooLong),
  ctaLinkType: z.enum(VIDEO_CTA_LINK_TYPES, { error: M.ctaLinkType }).nullish(),
  categoryId: recordIdField(z.number(), M.category).nullish(),
});

interface SponsorFields {
  isSponsored?: boolean;
  cta?: string | null;
  ctaButton?: string | null;
  ctaLinkType?: string | null;
}

const isWebAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** A sponsored video needs its CTA link (a web address), CTA text and link type; an unsponsored one needs none (shell §5). */
export const sponsorRules = (input: SponsorFields, context: z.RefinementCtx): void => {
  if (!input.isSponsored) return;
  const missing = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  const cta = input.cta?.trim() ?? '';
  if (!cta) missing('cta', M.cta);
  else if (!isWebAddress(cta)) missing('cta', M.ctaFormat);
  if (!input.ctaButton?.trim()) missing('ctaButton', M.ctaButton);
  if (!input.ctaLinkType) missing('ctaLinkType', M.ctaLinkType);
};

export const videoInput = videoFields.superRefine(sponsorRules);
export type VideoInput = z.input<typeof videoInput>;

const optionalDay = z.union([z.literal(''), day()]).nullish();

/** The list's filters (shell §7): the title's words, an id, a category, and the days the videos were added in. */
export const videoFilters = z.object({
  title: z.string().max(VIDEO_LIMITS.title, M.titleTooLong).optional(),
  id: recordIdField(z.number()).nullish(),
  categoryId: recordIdField(z.number(), M.category).nullish(),
  /** The first and last day (YYYY-MM-DD, UTC) the videos were added in, both kept. */
  startDate: optionalDay,
  endDate: optionalDay,
});

export const videos = defineResource({
  name: 'video',
  service: 'stories',
  point: 'VIDEOS',
  idKey: 'id',
  record: video,
  input: videoInput,
  searchField: 'title',
  filters: videoFilters,
  paging: 'site',
  sortFields: ['id', 'title', 'likes', 'shares', 'watchSeconds', 'createdAt'],
  paths: {
    list: '/video/list',
    find: '/video/:id',
    create: '/video',
    update: '/video/:id',
    delete: '/video/:id',
    history: '/video/:id/history',
  },
  messages: { ...RECORD_MESSAGES, deleted: M.deleted, notFound: M.notFound },
});

/** One video category as pickers and filters need it. */
export const videoCategoryName = z.object({ id: z.number().int(), name: z.string() });
export type VideoCategoryName = z.infer<typeof videoCategoryName>;

/** GET category/name-summary: every video category's id and name, by name, for the videos' filter and form. */
export const videoCategoryNames = defineCall({
  service: 'stories',
  method: 'GET',
  path: '/category/name-summary',
  summary: "Every video category's name, for pickers",
  access: {
    anyOf: [
      { point: 'VIDEOS', bit: 'list' },
      { point: 'VIDEO_CATEGORIES', bit: 'list' },
    ],
  },
  reply: z.object({ content: z.array(videoCategoryName) }),
});

/** A package holding a video: its rank there and the countries it is shown in (shell §3). */
export const videoPackagePlace = z.object({
  packageId: z.number().int(),
  packageName: z.string(),
  /** YYYY-MM-DD. */
  publishedAt: z.string(),
  videoRank: z.number().int(),
  countries: z.array(z.object({ countryName: z.string(), countryCode: z.string() })),
});
export type VideoPackagePlace = z.infer<typeof videoPackagePlace>;

/** GET video/{id}/packages: the packages a video is in, newest first (the list's Assigned Packages dialog). */
export const videoPackagePlaces = defineCall({
  service: 'stories',
  method: 'GET',
  path: '/video/:id/packages',
  summary: 'The packages a video is in',
  access: { point: 'VIDEOS', bit: 'view' },
  params: z.object({ id: recordIdField(z.coerce.number()) }),
  reply: z.object({ content: z.array(videoPackagePlace) }),
});

/** The stats download's range: both days required, in order, at most VIDEO_LIMITS.statsDays days. */
export const videoStatsRange = z
  .object({ startDate: day(M.statsRangeRequired), endDate: day(M.statsRangeRequired) })
  .superRefine(({ startDate, endDate }, context) => {
    if (!isCalendarDay(startDate) || !isCalendarDay(endDate)) return;
    if (startDate > endDate) context.addIssue({ code: 'custom', path: ['endDate'], message: M.rangeOrder });
    else if (daysInRange(startDate, endDate) > VIDEO_LIMITS.statsDays) context.addIssue({ code: 'custom', path: ['endDate'], message: M.statsRangeTooLong });
  });

/**
 * GET video/stats/download: the stats of the videos added between `startDate` and `endDate` (both kept) as
 * CSV, one row per video (id, host id, title, category, likes, shares, watch time, packages), UTF-8 with a
 * byte-order mark, saved as `video-stats-{start}-to-{end}.csv`.
 */
export const videoStatsDownload = defineCall({
  service: 'stories',
  method: 'GET',
  path: '/video/stats/download',
  summary: "The videos' stats for a range of days, as CSV",
  access: { point: 'VIDEOS', bit: 'view' },
  query: videoStatsRange,
  reply: z.unknown(),
});

/** The file name of a stats download. */
export const videoStatsFileName = (startDate: string, endDate: string) => `video-stats-${startDate}-to-${endDate}.csv`;

/** The stats file's header row. */
export const VIDEO_STATS_COLUMNS = ['Id', 'Vimeo Id', 'Title', 'Category', 'Likes', 'Shares', 'Watch Time', 'Watch Seconds', 'Packages'] as const;
