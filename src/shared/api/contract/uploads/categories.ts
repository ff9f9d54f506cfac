import { z } from 'zod';
import type { PermissionBit, SecurityPointKey } from '@/shared/lib/permissions';
import { ARTICLE_IMAGE_TYPES, ARTICLE_LIMITS } from '../site/articles';

export const FILE_CATEGORIES = [
  'COURSE_IMAGE',
  'LESSON_IMAGE',
  'COURSE_EXTERNAL_ASSETS',
  'AUDIO',
  'INSTRUCTOR_IMAGE',
  'LESSON_IMAGE_PRIVATE',
  'CHAT_IMAGE_PRIVATE',
  'CHAT_AUDIO',
  'ARTICLE_IMAGE',
  'GROUP_IMAGE',
  'GROUP_PROFILE_IMAGE',
  'DISCUSSION_IMAGE',
  'PRODUCT_IMAGE',
] as const;
export const fileCategory = z.enum(FILE_CATEGORIES);
export type FileCategory = z.infer<typeof fileCategory>;

const KB = 1024;
const MB = 1024 * KB;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const MP3_TYPES = ['audio/mpeg'] as const;
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export interface UploadRule {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Accepted MIME types; the server also checks the file's leading bytes. */
  mimeTypes: readonly string[];
  /** File extensions matching `mimeTypes`, for a file picker's `accept`. */
  extensions: readonly string[];
  /** Private files are only served through a signed, expiring link. */
  private: boolean;
  /** The security point whose add or edit bit allows the upload. */
  point: SecurityPointKey;
}

const image = (maxMb: number, point: SecurityPointKey, isPrivate = false): UploadRule => ({
  maxBytes: maxMb * MB,
  mimeTypes: IMAGE_TYPES,
  extensions: ['.jpg', '.jpeg', '.png', '.webp', '.gif'],
  private: isPrivate,
  point,
});

const mp3 = (maxMb: number, point: SecurityPointKey, isPrivate = false): UploadRule => ({
  maxBytes: maxMb * MB,
  mimeTypes: MP3_TYPES,
  extensions: ['.mp3'],
  private: isPrivate,
  point,
});

/** Per-category limits, shared by the upload widgets (early feedback) and the server (enforcement). */
export const UPLOAD_RULES: Readonly<Record<FileCategory, UploadRule>> = {
  COURSE_IMAGE: image(1, 'COURSES'),
  INSTRUCTOR_IMAGE: image(1, 'INSTRUCTORS'),
  LESSON_IMAGE: image(10, 'LESSONS'),
  LESSON_IMAGE_PRIVATE: image(10, 'LESSONS', true),
  CHAT_IMAGE_PRIVATE: image(1, 'MODERATOR_PANEL', true),
  AUDIO: mp3(5, 'COURSE_AUDIO'),
  CHAT_AUDIO: mp3(5, 'MODERATOR_PANEL', true),
  // A picture in an article's body: the title cover's size and types, since it is shown as large.
  ARTICLE_IMAGE: {
    maxBytes: ARTICLE_LIMITS.coverBytes,
    mimeTypes: ARTICLE_IMAGE_TYPES,
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    private: false,
    point: 'ARTICLES',
  },
  // The local community's pictures, uploaded through the site's `GET presigned-url` (content-site §7, §9).
  GROUP_IMAGE: image(1, 'LOCAL_COMMUNITY'),
  GROUP_PROFILE_IMAGE: image(1, 'LOCAL_COMMUNITY'),
  DISCUSSION_IMAGE: image(1, 'LOCAL_COMMUNITY'),
  // The demo products' pictures, as a store sync would find them.
  PRODUCT_IMAGE: image(1, 'PRODUCTS'),
  COURSE_EXTERNAL_ASSETS: {
    maxBytes: 10 * MB,
    mimeTypes: DOCUMENT_TYPES,
    extensions: ['.pdf', '.docx', '.xlsx'],
    private: false,
    point: 'COURSES',
  },
};

/** Either bit on the category's point allows an upload. */
export const UPLOAD_BITS: readonly PermissionBit[] = ['add', 'edit'];

/** The spec's wording for an oversized file, e.g. 'Filesize must be smaller than 5MB!' (in KB under a megabyte). */
export function fileTooLargeMessage(category: FileCategory): string {
  const { maxBytes } = UPLOAD_RULES[category];
  return maxBytes < MB ? `Filesize must be smaller than ${maxBytes / KB}KB!` : `Filesize must be smaller than ${maxBytes / MB}MB!`;
}

export const FILE_TYPE_NOT_ALLOWED = 'This file type is not allowed.';

/**
 * The most pixels (width × height) a picture may declare. A picture's header may ask whoever draws it for
 * far more memory than its file's size suggests (50000 × 50000 pixels is 10 GB at 4 bytes a pixel, from a
 * file of a few hundred KB); 40 megapixels (8000 × 5000, 160 MB drawn) is more than any photo shown here.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = `This picture is too large: it may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (width × height).`;

export const UPLOAD_LINK_EXPIRED = 'This upload link has expired.';
export const UPLOAD_LINK_USED = 'This upload link has already been used; ask for a new one.';
