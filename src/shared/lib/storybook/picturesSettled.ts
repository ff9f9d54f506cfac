/**
 * Waits until each picture has loaded or failed, on the browser's own load and error events rather than a
 * polling budget (a busy machine has taken more than a poll's one second to start a lazy picture), and
 * answers each one's natural width: 0 for a picture that arrived broken.
 */
export async function picturesSettled(pictures: Iterable<HTMLImageElement>): Promise<number[]> {
  const all = [...pictures];
  await Promise.all(
    all.map((picture) =>
      picture.complete
        ? undefined
        : new Promise<void>((settled) => {
            picture.addEventListener('load', () => settled(), { once: true });
            picture.addEventListener('error', () => settled(), { once: true });
          }),
    ),
  );
  return all.map((picture) => picture.naturalWidth);
}
