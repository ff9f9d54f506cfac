import { DateFormatter, fromDate, getLocalTimeZone } from '@internationalized/date';

export interface DisplayDateTimeOptions {
  /** The interface language, for the month's name. */
  locale: string;
  /** The time zone the moment is shown in; the browser's when omitted. */
  timeZone?: string;
  /** The day of the month with its ordinal ('14th' in English); the bare number when omitted. */
  ordinalDay?: (day: number) => string;
}

/**
 * A moment in the spec's display format 'MMM Do YYYY H:mm' — the month's short name, the ordinal
 * day, the year and the 24-hour time, in that order in every language (Mar 14th 2025 9:05; in Urdu
 * مارچ 14 2025 9:05). An unreadable value is shown as it came.
 */
export function formatDisplayDateTime(value: Date | string, { locale, timeZone = getLocalTimeZone(), ordinalDay = String }: DisplayDateTimeOptions): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const { year, day, hour, minute } = fromDate(date, timeZone);
  const month = new DateFormatter(locale, { month: 'short', timeZone }).format(date);
  const whole = new Intl.NumberFormat(locale, { useGrouping: false });
  const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 });
  return `${month} ${ordinalDay(day)} ${whole.format(year)} ${whole.format(hour)}:${twoDigits.format(minute)}`;
}
