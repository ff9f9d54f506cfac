import { CalendarDate, GregorianCalendar, IslamicUmalquraCalendar, toCalendar } from '@internationalized/date';

const UMM_AL_QURA = new IslamicUmalquraCalendar();
const GREGORIAN = new GregorianCalendar();

/** The Hijri months in order, as an event's stored date names them ("27,Rajab,1448"). */
export const HIJRI_MONTHS = [
  'Muharram',
  'Safar',
  'Rabi al-Awwal',
  'Rabi al-Thani',
  'Jumada al-Awwal',
  'Jumada al-Thani',
  'Rajab',
  'Shaban',
  'Ramadan',
  'Shawwal',
  'Dhul Qadah',
  'Dhul Hijjah',
] as const;
export type HijriMonthName = (typeof HIJRI_MONTHS)[number];

/** The years an event's date may have (content-site §9), and its days. */
export const HIJRI_YEARS = { first: 1302, last: 1500 } as const;
export const HIJRI_DAYS = { first: 1, last: 30 } as const;

/** A day of the Hijri calendar: `month` from 1 (Muharram) to 12 (Dhul Hijjah). */
export interface HijriDay {
  day: number;
  month: number;
  year: number;
}

const inRange = (value: number, first: number, last: number) => Number.isInteger(value) && value >= first && value <= last;

/** Whether the day, month and year are within the spec's ranges (a 30th may still be missing from its month). */
export const isHijriDayInRange = ({ day, month, year }: HijriDay) =>
  inRange(day, HIJRI_DAYS.first, HIJRI_DAYS.last) && inRange(month, 1, 12) && inRange(year, HIJRI_YEARS.first, HIJRI_YEARS.last);

/** How many days (29 or 30) the month has in the Umm al-Qura calendar. */
export function daysInHijriMonth(year: number, month: number): number {
  return UMM_AL_QURA.getDaysInMonth(new CalendarDate(UMM_AL_QURA, year, month, 1));
}

/** The stored form of a Hijri date: "day,month name,year" ("27,Rajab,1448"). */
export const hijriDateText = ({ day, month, year }: HijriDay) => `${day},${HIJRI_MONTHS[month - 1]},${year}`;

/** A stored "day,month name,year" read back; null for anything else (an unknown month, a year out of range). */
export function parseHijriDateText(text: string): HijriDay | null {
  const parts = text.split(',');
  if (parts.length !== 3) return null;
  const [day, monthName, year] = parts as [string, string, string];
  const parsed = { day: Number(day), month: HIJRI_MONTHS.indexOf(monthName.trim() as HijriMonthName) + 1, year: Number(year) };
  return /^\d+$/.test(day.trim()) && /^\d+$/.test(year.trim()) && isHijriDayInRange(parsed) ? parsed : null;
}

/**
 * The Gregorian day ('YYYY-MM-DD') of a Hijri day in a country whose Hijri date is `adjustment` days
 * ahead of Umm al-Qura (behind when negative): the Umm al-Qura day, moved back by the adjustment.
 * Null when the month does not have that day (a 30th of a 29-day month) or the date is out of range.
 */
export function gregorianDateOf(hijri: HijriDay, adjustment = 0): string | null {
  if (!isHijriDayInRange(hijri) || hijri.day > daysInHijriMonth(hijri.year, hijri.month)) return null;
  const umAlQura = new CalendarDate(UMM_AL_QURA, hijri.year, hijri.month, hijri.day);
  return toCalendar(umAlQura, GREGORIAN).subtract({ days: adjustment }).toString();
}
