import { imageSize } from 'image-size';
import { uploadsContract } from '@/shared/api/contract';
import { HttpError } from '../../http/errors';

const { MAX_IMAGE_PIXELS, IMAGE_TOO_MANY_PIXELS } = uploadsContract;

export interface PictureSize {
  width: number;
  height: number;
}

/** The width and height a picture's header declares, or undefined when `bytes` do not tell them. */
export function pictureSizeOf(bytes: Uint8Array): PictureSize | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return undefined;
  }
}

/**
 * Why a file about to be kept as a picture must be refused, or undefined when it may be kept (and for
 * any file that is not a picture). A picture whose header declares more than MAX_IMAGE_PIXELS is refused
 * with 413 and the upload's words, and one whose size cannot be read is not a picture: 415 with
 * `unreadable`, the caller's words for a file of a type it does not take. `field` names the form part the
 * refusal is about, where there is one.
 */
export function pictureRefusal(bytes: Uint8Array, contentType: string, unreadable: string, field?: string): HttpError | undefined {
  if (!contentType.startsWith('image/')) return undefined;
  const size = pictureSizeOf(bytes);
  const message = !size ? unreadable : size.width * size.height > MAX_IMAGE_PIXELS ? IMAGE_TOO_MANY_PIXELS : undefined;
  if (!message) return undefined;
  return new HttpError(size ? 413 : 415, message, field ? { fields: { [field]: message } } : undefined);
}
