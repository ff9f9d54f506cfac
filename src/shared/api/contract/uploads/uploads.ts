import { z } from 'zod';
import { COMMUNITY_GROUP_IDS } from '@/shared/config';
import { defineCall } from '../define';
import { FILE_CATEGORIES, fileCategory, UPLOAD_BITS, UPLOAD_RULES } from './categories';

export const presignedUrlQuery = z.object({
  fileCategory,
  fileName: z.string().trim().min(1).max(255),
});

export const presignedUrlReply = z.object({
  /** Send the file's bytes to this URL with PUT (45 s timeout); it stores one file and expires after 15 minutes. */
  url: z.string(),
  /** The stored file's key, saved on the record that uses the file. */
  imageKey: z.string(),
});
export type PresignedUrl = z.infer<typeof presignedUrlReply>;

/** Where this server serves stored files: a public category's file is `<PUBLIC_URL>/api/storage/files/<imageKey>`. */
export const STORED_FILES_PATH = '/api/storage/files/';

/** The path of a stored file of a public category; the server answers it at its own origin. */
export const storedFilePath = (imageKey: string) => `${STORED_FILES_PATH}${imageKey}`;

const pointOfEachCategory = FILE_CATEGORIES.map((category) => `${category}: ${UPLOAD_RULES[category].point}`).join(', ');

/**
 * GET {academy}/presignedurl — a signed upload link. The caller needs the add or edit bit on the
 * category's security point (see UPLOAD_RULES), checked by the server per category.
 */
export const presignedUrl = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/presignedurl',
  summary: 'A signed, expiring, single-use upload link for one file',
  access: 'session',
  checkedInHandler: `The ${UPLOAD_BITS.join(' or ')} bit on the security point of the fileCategory (${pointOfEachCategory}).`,
  query: presignedUrlQuery,
  reply: presignedUrlReply,
});

/** The site's image categories by the number the spec gives them (content-site §7): 1 a group's profile picture, 3 a discussion's picture, 4 a group's picture. */
export const SITE_IMAGE_CATEGORIES = { 1: 'GROUP_PROFILE_IMAGE', 3: 'DISCUSSION_IMAGE', 4: 'GROUP_IMAGE' } as const satisfies Record<number, (typeof FILE_CATEGORIES)[number]>;
export type SiteImageCategory = keyof typeof SITE_IMAGE_CATEGORIES;

export const SITE_UPLOAD_MESSAGES = {
  imageCategory: 'The image category is 1 (a profile picture), 3 (a discussion picture) or 4 (a group picture).',
  imageName: "Send the picture's file name as imageName.",
} as const;

export const sitePresignedUrlQuery = z.object({
  imageCategory: z.coerce
    .number({ error: SITE_UPLOAD_MESSAGES.imageCategory })
    .refine((value) => Object.hasOwn(SITE_IMAGE_CATEGORIES, value), SITE_UPLOAD_MESSAGES.imageCategory)
    .transform((value) => value as SiteImageCategory),
  imageName: z.string({ error: SITE_UPLOAD_MESSAGES.imageName }).trim().min(1, SITE_UPLOAD_MESSAGES.imageName).max(255, SITE_UPLOAD_MESSAGES.imageName),
});

/**
 * GET {site}/presigned-url?imageCategory&imageName — the site's signed upload link, the same flow as the
 * academy's `presignedurl`: PUT the file to `url` (45 s timeout), then save `imageKey` on the record.
 * The local community's pictures, so only the community's security groups ask for one.
 */
export const sitePresignedUrl = defineCall({
  service: 'site',
  groups: COMMUNITY_GROUP_IDS,
  method: 'GET',
  path: '/presigned-url',
  summary: 'A signed, expiring, single-use upload link for one community picture',
  access: { anyOf: UPLOAD_BITS.map((bit) => ({ point: 'LOCAL_COMMUNITY' as const, bit })) },
  query: sitePresignedUrlQuery,
  reply: presignedUrlReply,
});
