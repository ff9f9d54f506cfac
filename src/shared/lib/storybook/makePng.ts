/** A real PNG drawn on a canvas (padded to `padTo` bytes when asked), so stories upload fixed bytes. */
export async function makePng(name: string, width = 60, height = 40, padTo?: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, width, height);
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png ?? new Blob()), 'image/png'));
  const parts: BlobPart[] = [blob];
  if (padTo && padTo > blob.size) parts.push(new Uint8Array(padTo - blob.size));
  return new File(parts, name, { type: 'image/png' });
}
