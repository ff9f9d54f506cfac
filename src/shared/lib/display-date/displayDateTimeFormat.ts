import { DateFormatter, fromDate, getLocalTimeZone } from '@internationalized/date';

export interface DisplayDateTimeOptions {
  /** The interface language, for the month's name and the digits. */
  locale: string;
  /** The time zone the moment is shown in; the browser's when omitted. */
  timeZone?: string;
  /**
   * The day of the month with its ordinal ('14th' in English), given the day and its digits in the
   * language's numbering; the bare digits when omitted.
   */
  ordinalDay?: (day: number, digits: string) => string;
}

/**
 * Writes moments in the spec's display format 'MMM Do YYYY H:mm' — the month's short name, the ordinal
 * day, the year and the 24-hour time, in that order in every language (Mar 14th 2025 9:05; in Urdu
 * مارچ 14 2025 9:05).
 */
export function displayDateTimeFormat({ locale, timeZone = getLocalTimeZone(), ordinalDay = (_day, digits) => digits }: DisplayDateTimeOptions) {
  const month = new DateFormatter(locale, { month: 'short', timeZone });
  const whole = new Intl.NumberFormat(locale, { useGrouping: false });
  const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 });
  return (date: Date): string => {
    const { year, day, hour, minute } = fromDate(date, timeZone);
    return `${month.format(date)} ${ordinalDay(day, whole.format(day))} ${whole.format(year)} ${whole.format(hour)}:${twoDigits.format(minute)}`;
  };
}
