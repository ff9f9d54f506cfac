/**
 * The days of the video packages. A package shows in the apps on its published day, counted in UTC for
 * every viewer: the apps switch packages at 00:00 UTC, and the panel and the server count days the same
 * way whatever the clock of the staff member's machine says.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the UTC day `at` (ms) falls on. */
export const packageDayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The UTC day before the one `now` falls on: the earliest day a package may be published on. */
export const yesterdayOf = (now: number) => packageDayOf(now - DAY_MS);

/** Whether a package of `day` is published at `now`: from its own day on it shows in the apps and is only read. */
export const isPackagePublished = (day: string, now: number) => day <= packageDayOf(now);

/** `day` moved by `days` whole days. */
export const addDays = (day: string, days: number) => packageDayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Whether `text` is a real day written 'YYYY-MM-DD'. */
export function isPackageDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(at) && packageDayOf(at) === text;
}
