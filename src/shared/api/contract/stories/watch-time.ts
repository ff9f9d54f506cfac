/** Seconds watched as H:MM:SS, the hours as many as it takes (97503 → `27:05:03`), the same in every language. */
export function formatWatchTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${two(Math.floor((whole % 3600) / 60))}:${two(whole % 60)}`;
}
