const SECONDS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago (or how soon) a moment is, in the largest whole unit that fits: "5 minutes ago",
 * "yesterday", "in 2 hours"; in Urdu "5 منٹ پہلے", "گزشتہ کل".
 */
export function relativeTimeFormat(locale: string) {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return (date: Date, now: Date): string => {
    const seconds = (date.getTime() - now.getTime()) / 1000;
    const [unit, size] = SECONDS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
    return format.format(Math.round(seconds / size), unit);
  };
}
