import { CHAT_IMAGE_LIMITS } from '../config/limits';

export type ImageProblem = 'type' | 'size' | 'dimensions' | 'unreadable';

/** What is wrong with a chosen image, given its type, byte size and pixel size (null: nothing). */
export function chatImageProblem(file: { type: string; size: number }, pixels: { width: number; height: number } | null): ImageProblem | null {
  if (!(CHAT_IMAGE_LIMITS.mimeTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > CHAT_IMAGE_LIMITS.maxBytes) return 'size';
  if (!pixels) return 'unreadable';
  const { width, height } = pixels;
  const fits =
    width >= CHAT_IMAGE_LIMITS.minWidth &&
    width <= CHAT_IMAGE_LIMITS.maxWidth &&
    height >= CHAT_IMAGE_LIMITS.minHeight &&
    height <= CHAT_IMAGE_LIMITS.maxHeight;
  return fits ? null : 'dimensions';
}

/** The image's pixel size, or null when the browser cannot read it as an image. */
async function pixelSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Checks a chosen chat image in the browser before it is uploaded. */
export async function checkChatImage(file: File): Promise<{ problem: ImageProblem | null; pixels: { width: number; height: number } | null }> {
  const typeOk = (CHAT_IMAGE_LIMITS.mimeTypes as readonly string[]).includes(file.type);
  const pixels = typeOk && file.size <= CHAT_IMAGE_LIMITS.maxBytes ? await pixelSize(file) : null;
  return { problem: chatImageProblem(file, pixels), pixels };
}
