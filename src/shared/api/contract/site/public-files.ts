import { z } from 'zod';
import { defineCall } from '../define';

const MB = 1024 * 1024;

/** The one folder of the drive the panel writes to (content-site §7: `path=public-files`). */
export const PUBLIC_FILES_PATH = 'public-files';

/** The longest name a public file may have. */
export const PUBLIC_FILE_KEY_MAX = 100;

/**
 * What a public file may be: a picture (JPEG, PNG, WebP, GIF), a PDF document or MP3 audio, up to
 * 10 MB. Each type lists the extensions its name may end in; the server also checks the leading bytes.
 */
export const PUBLIC_FILE_RULE = {
  maxBytes: 10 * MB,
  types: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/webp': ['.webp'],
    'image/gif': ['.gif'],
    'application/pdf': ['.pdf'],
    'audio/mpeg': ['.mp3'],
  } as Readonly<Record<string, readonly string[]>>,
} as const;

export const PUBLIC_FILE_TYPES: readonly string[] = Object.keys(PUBLIC_FILE_RULE.types);

/** The spec's words for the file upload page (content-site §5, §8), then this product's own. */
export const PUBLIC_FILE_MESSAGES = {
  exists: 'File already exists, please select other file!',
  noFile: 'Please upload file',
  uploaded: 'File uploaded successfully!',
  // Not worded by the spec:
  keyInvalid: `Use a file name of up to ${PUBLIC_FILE_KEY_MAX} letters, digits, dots, hyphens and underscores, starting with a letter or digit.`,
  pathInvalid: `Files can only be uploaded to ${PUBLIC_FILES_PATH}.`,
  extensionMismatch: "The file name's extension does not match the file's type.",
  notMultipart: 'Send the file as multipart/form-data with the fields path, key and file.',
  unreadableForm: 'The uploaded form could not be read.',
  tooManyParts: 'Send one file with the fields path and key only.',
} as const;

/** In the words of every other upload limit ('Filesize must be smaller than 10MB!'). */
export const PUBLIC_FILE_TOO_LARGE = `Filesize must be smaller than ${PUBLIC_FILE_RULE.maxBytes / MB}MB!`;

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The name a file is published under: letters, digits, dots, hyphens and underscores, starting with a
 * letter or digit, so it can never name a folder (`..`, `a/b`) or a hidden file. Names differing only
 * in case are the same file.
 */
export const publicFileKey = z
  .string({ error: PUBLIC_FILE_MESSAGES.keyInvalid })
  .max(PUBLIC_FILE_KEY_MAX, PUBLIC_FILE_MESSAGES.keyInvalid)
  .regex(SAFE_KEY, PUBLIC_FILE_MESSAGES.keyInvalid);

/**
 * The safe name proposed for a chosen file: accents made plain, every run of other characters a
 * hyphen, shortened to the limit with its extension kept ('Ramadan Timetable (2026).pdf' →
 * 'Ramadan-Timetable-2026.pdf').
 */
export function publicFileKeyOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const plain = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-_]+|-+$/g, '');
  const extension = dot > 0 ? plain(base.slice(dot + 1)).slice(0, 10) : '';
  const room = PUBLIC_FILE_KEY_MAX - (extension ? extension.length + 1 : 0);
  const stem = plain(dot > 0 ? base.slice(0, dot) : base).slice(0, room).replace(/-+$/, '') || 'file';
  return extension ? `${stem}.${extension}` : stem;
}

/** Whether a name ends in an extension of the given type ('.jpg' or '.jpeg' for JPEG). */
export const keyFitsType = (key: string, contentType: string) =>
  (PUBLIC_FILE_RULE.types[contentType] ?? []).some((extension) => key.toLowerCase().endsWith(extension));

const publicFilesPath = z.literal(PUBLIC_FILES_PATH, { error: PUBLIC_FILE_MESSAGES.pathInvalid });

export const publicFile = z.object({
  key: z.string(),
  /** Where anyone reaches the file, without signing in. */
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** ISO 8601 date-time in UTC. */
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type PublicFile = z.infer<typeof publicFile>;

/** The text fields of the multipart upload; the file goes in the part named `file`. */
export const publicFileFields = z.object({ path: publicFilesPath, key: publicFileKey });
export type PublicFileFields = z.input<typeof publicFileFields>;

export const PUBLIC_FILE_PART = 'file';

/** GET if-drive/file-exist: whether a public file of this name exists (the reply is true or false). */
export const publicFileExists = defineCall({
  service: 'site',
  method: 'GET',
  path: '/if-drive/file-exist',
  summary: 'Whether a public file of this name exists',
  access: { point: 'FILE_UPLOAD', bit: 'list' },
  query: z.object({ path: publicFilesPath, key: publicFileKey }),
  reply: z.boolean(),
});

/**
 * POST if-drive/put, multipart with path, key and file: publishes one file under a name no file has
 * yet (409 otherwise), checked for type and size.
 */
export const putPublicFile = defineCall({
  service: 'site',
  method: 'POST',
  path: '/if-drive/put',
  summary: 'Publish one file under a new name in public-files',
  access: { point: 'FILE_UPLOAD', bit: 'add' },
  multipart: { fields: publicFileFields, file: PUBLIC_FILE_PART },
  reply: z.object({ success: z.literal(true), message: z.string(), data: publicFile }),
});

/** The files published last, newest first (not in the spec; shown under the upload form). */
export const RECENT_PUBLIC_FILES = 10;

export const recentPublicFiles = defineCall({
  service: 'site',
  method: 'GET',
  path: '/if-drive/recent',
  summary: `The ${RECENT_PUBLIC_FILES} public files published last`,
  access: { point: 'FILE_UPLOAD', bit: 'list' },
  reply: z.object({ content: z.array(publicFile) }),
});
