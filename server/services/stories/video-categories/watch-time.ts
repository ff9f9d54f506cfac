const two = (value: number) => String(value).padStart(2, '0');

/** Seconds watched as hours, minutes and seconds, the hours as many as it takes: 97503 → `27:05:03`. */
export function formatWatchTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}
