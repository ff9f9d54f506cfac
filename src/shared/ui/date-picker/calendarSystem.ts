import {
  CalendarDate,
  CalendarDateTime,
  getDayOfWeek,
  parseDate,
  parseDateTime,
  startOfWeek,
  type DayOfWeek,
} from '@internationalized/date';

/** How dates are shown; values are always stored as Gregorian ISO strings. */
export type CalendarSystem = 'gregorian' | 'hijri';

const CALENDAR_IDENTIFIER: Record<CalendarSystem, string> = {
  gregorian: 'gregory',
  hijri: 'islamic-umalqura',
};

const WEEK_DAYS: readonly DayOfWeek[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** A country's Hijri adjustment is whole days between −2 and +2. */
export function clampHijriAdjustment(days: number | undefined): number {
  if (!days || !Number.isFinite(days)) return 0;
  return Math.max(-2, Math.min(2, Math.trunc(days)));
}

/**
 * Days added to a stored date before it is shown. A Hijri adjustment of +1 means the local Hijri
 * date runs one day ahead of Umm al-Qura, which is the Umm al-Qura date of the next Gregorian day.
 */
export function displayShiftDays(calendar: CalendarSystem, hijriAdjustment: number | undefined): number {
  return calendar === 'hijri' ? clampHijriAdjustment(hijriAdjustment) : 0;
}

/** The interface locale with its calendar forced, so `ur-PK` can show Gregorian and `en-US` Hijri. */
export function localeWithCalendar(locale: string, calendar: CalendarSystem): string {
  try {
    return new Intl.Locale(locale, { calendar: CALENDAR_IDENTIFIER[calendar] }).toString();
  } catch {
    return `${locale}-u-ca-${CALENDAR_IDENTIFIER[calendar]}`;
  }
}

/** 'YYYY-MM-DD' to a date, or null when empty or malformed (a bad value must not crash a form). */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/** 'YYYY-MM-DDTHH:mm[:ss]' to a date and time; a bare date means midnight. */
export function parseIsoDateTime(value: string | null | undefined): CalendarDateTime | null {
  if (!value) return null;
  try {
    return value.includes('T') ? parseDateTime(value) : parseDateTime(`${value.slice(0, 10)}T00:00:00`);
  } catch {
    return null;
  }
}

/** A date bound (min/max) for either picker: a date or a date and time. */
export function parseIsoBound(value: string | null | undefined): CalendarDate | CalendarDateTime | null {
  if (!value) return null;
  return value.includes('T') ? parseIsoDateTime(value) : parseIsoDate(value);
}

/** 'YYYY-MM-DDTHH:mm:ss', always with seconds, never with milliseconds. */
export function formatIsoDateTime(value: CalendarDateTime): string {
  return value.set({ millisecond: 0 }).toString();
}

/** Moves a date (with or without time) by whole days; zero returns the same object. */
export function shiftDays<T extends CalendarDate | CalendarDateTime>(value: T, days: number): T {
  return days === 0 ? value : (value.add({ days }) as T);
}

/** The locale's first day of the week as an index from Sunday (0) to Saturday (6). */
export function firstWeekdayIndex(locale: string): number {
  const reference = new CalendarDate(2024, 1, 10);
  return getDayOfWeek(startOfWeek(reference, locale), locale, 'sun');
}

/**
 * The calendar grid lays a shown date out by its own weekday. A shown date is the real date moved
 * by `shift` days, so starting the week `shift` days later puts every day back under its real weekday.
 */
export function shiftedFirstDayOfWeek(locale: string, shift: number): DayOfWeek | undefined {
  if (shift === 0) return undefined;
  const index = (((firstWeekdayIndex(locale) + shift) % 7) + 7) % 7;
  return WEEK_DAYS[index];
}

/**
 * Weekday names for the grid's columns, starting at the locale's first day of the week. Narrow by
 * default; where the locale's narrow names are Latin letters its own short names are not (Urdu's
 * data gives "S M T W…"), the short names ("اتوار پیر…").
 */
export function weekdayNames(locale: string, style: 'narrow' | 'short' = 'narrow'): string[] {
  const first = firstWeekdayIndex(locale);
  const named = (each: 'narrow' | 'short') => {
    const formatter = new Intl.DateTimeFormat(locale, { weekday: each, timeZone: 'UTC' });
    // 2024-01-07 was a Sunday.
    return Array.from({ length: 7 }, (_, column) => formatter.format(new Date(Date.UTC(2024, 0, 7 + ((first + column) % 7), 12))));
  };
  const names = named(style);
  const isLatin = (list: string[]) => list.every((name) => /^[A-Za-z.]+$/.test(name));
  if (style === 'narrow' && isLatin(names)) {
    const short = named('short');
    if (!isLatin(short)) return short;
  }
  return names;
}
