export interface ImageDimensions {
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
}

/** Whether a file's type is one of `accept`, which may hold exact types or families like `image/*`. */
export function isAcceptedType(fileType: string, accept: readonly string[]): boolean {
  return accept.some((pattern) => (pattern.endsWith('/*') ? fileType.startsWith(pattern.slice(0, -1)) : fileType === pattern));
}

export function fitsDimensions(width: number, height: number, limits: ImageDimensions): boolean {
  return (
    width >= (limits.minWidth ?? 0) &&
    width <= (limits.maxWidth ?? Infinity) &&
    height >= (limits.minHeight ?? 0) &&
    height <= (limits.maxHeight ?? Infinity)
  );
}

/** The pixel size of an image file, or null when the browser cannot read it as an image. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** "1 MB", "250 kB": a byte count the way people read it, in the interface language. */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
