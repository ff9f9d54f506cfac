import { uploadsContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
import { bytesMatchType, normaliseContentType } from './file-types';
import { ObjectStorage } from './object-storage';
import { pictureRefusal } from './picture-size';

const { UPLOAD_RULES, fileCategory, fileTooLargeMessage, FILE_TYPE_NOT_ALLOWED } = uploadsContract;
type FileCategory = uploadsContract.FileCategory;

/** Enough of a file's start to tell every accepted type. */
export const LEADING_BYTES = 64;

/**
 * How much of a category's file its check reads: all of a picture, up to the category's limit (where a
 * JPEG keeps its size can be far into the file), and the leading bytes of anything else.
 */
const bytesToCheck = (category: FileCategory) => {
  const rule = UPLOAD_RULES[category];
  return rule.mimeTypes.some((type) => type.startsWith('image/')) ? rule.maxBytes : LEADING_BYTES;
};

/** A save names a handful of files; a body naming more is not worth checking beyond these. */
const MOST_KEYS = 50;
const MOST_VALUES = 2000;

/** What an uploaded file is, as far as the category's rule looks at it. */
export interface UploadedFile {
  size: number;
  /** The type the uploader declared, as sent. */
  declaredType: string;
  /** The file's leading bytes: all of a picture, whose size is read from them. */
  leading: Buffer;
  fileName: string;
}

/**
 * The category's rule applied to one file, with the messages the upload link has always given: the
 * refusal, or the checked content type when the file may be kept.
 */
export function checkUploadedFile(category: FileCategory, file: UploadedFile): { refusal: HttpError } | { contentType: string } {
  const rule = UPLOAD_RULES[category];
  if (file.size === 0) return { refusal: new HttpError(400, 'The file is empty.') };
  if (file.size > rule.maxBytes) return { refusal: new HttpError(413, fileTooLargeMessage(category)) };
  const contentType = normaliseContentType(file.declaredType);
  if (!rule.mimeTypes.includes(contentType) || !bytesMatchType(file.leading, contentType, file.fileName)) {
    return { refusal: new HttpError(415, FILE_TYPE_NOT_ALLOWED) };
  }
  const picture = pictureRefusal(file.leading, contentType, FILE_TYPE_NOT_ALLOWED);
  return picture ? { refusal: picture } : { contentType };
}

/** Every storage key a request body names, found by shape wherever it sits (alone, or in a stored-file link). */
function keysIn(body: unknown): string[] {
  const keys = new Set<string>();
  const queue: unknown[] = [body];
  for (let seen = 0; queue.length > 0 && seen < MOST_VALUES && keys.size < MOST_KEYS; seen += 1) {
    const value = queue.shift();
    if (typeof value === 'string') {
      if (ObjectStorage.isKey(value)) keys.add(value);
      // A rich text names its pictures by their stored-file links.
      else for (const key of ObjectStorage.keysLinkedIn(value, MOST_KEYS - keys.size)) keys.add(key);
    } else if (value && typeof value === 'object') {
      queue.push(...Object.values(value));
    }
  }
  return [...keys];
}

/**
 * When browsers upload straight to the store, a file is checked the first time a save names its key:
 * a file that breaks its category's rule is deleted and the save refused with the upload's message;
 * a good one moves to its key and is marked stored, so the save's own checks find it as with local
 * uploads. A key whose file has not arrived is left for the save to refuse in its own words.
 */
export async function confirmUploadsNamedIn(ctx: ServerContext, body: unknown): Promise<void> {
  const direct = ctx.storage.directUploads;
  if (!direct || body === undefined || body === null) return;
  const keys = keysIn(body);
  if (keys.length === 0) return;
  const waiting = await ctx.db
    .selectFrom('uploads')
    .select(['image_key', 'category', 'file_name'])
    .where('image_key', 'in', keys)
    .where('stored', '=', 0)
    .execute();

  for (const upload of waiting) {
    const category = fileCategory.safeParse(upload.category);
    if (!category.success) continue;
    const arrived = await direct.inspectUpload(upload.image_key, bytesToCheck(category.data));
    if (!arrived) continue;
    const verdict = checkUploadedFile(category.data, {
      size: arrived.size,
      declaredType: arrived.contentType,
      leading: arrived.leading,
      fileName: upload.file_name,
    });
    if ('refusal' in verdict) {
      await direct.discardUpload(upload.image_key);
      throw verdict.refusal;
    }
    if (!(await direct.acceptUpload(upload.image_key, arrived, verdict.contentType))) continue;
    await ctx.db
      .updateTable('uploads')
      .set({ content_type: verdict.contentType, size: arrived.size, stored: 1 })
      .where('image_key', '=', upload.image_key)
      .where('stored', '=', 0)
      .execute();
  }
}
