import { z } from 'zod';
import { defineCall } from '../define';
import { fileCategory } from './categories';

export const presignedUrlQuery = z.object({
  fileCategory,
  fileName: z.string().trim().min(1).max(255),
});

export const presignedUrlReply = z.object({
  /** Send the file's bytes to this URL with PUT (45 s timeout); it expires after 15 minutes. */
  url: z.string(),
  /** The stored file's key, saved on the record that uses the file. */
  imageKey: z.string(),
});
export type PresignedUrl = z.infer<typeof presignedUrlReply>;

/**
 * GET {academy}/presignedurl — a signed upload link. The caller needs the add or edit bit on the
 * category's security point (see UPLOAD_RULES), checked by the server per category.
 */
export const presignedUrl = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/presignedurl',
  summary: 'A signed, expiring upload link for one file',
  access: 'session',
  query: presignedUrlQuery,
  reply: presignedUrlReply,
});
