import { z } from 'zod';
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
