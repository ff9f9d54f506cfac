import { displayDateTimeFormat } from './displayDateTimeFormat';
import { relativeTimeFormat } from './relativeTimeFormat';
import { timeOfDayFormat } from './timeOfDayFormat';

export interface DateFormatsOptions {
  /** The interface language: the words, the clock and the digits follow it. */
  locale: string;
  /** The time zone moments are shown in; the browser's when omitted. */
  timeZone?: string;
  /** The day of the month with its ordinal ('14th' in English), for the display format; see `displayDateTimeFormat`. */
  ordinalDay?: (day: number, digits: string) => string;
}

/** A moment as the server sends it (an ISO string) or as a `Date`. */
export type Moment = Date | string;

/** The panel's one way of writing each kind of date. Each shows an unreadable value as it came. */
export interface DateFormats {
  /** Date and time in the spec's display format 'MMM Do YYYY H:mm': Nov 28th 2026 1:14; مارچ 14 2025 9:05. */
  dateTime(value: Moment): string;
  /** A calendar day in full, with its weekday: Friday, March 14, 2025; جمعہ، 14 مارچ، 2025. */
  date(value: Moment): string;
  /** A calendar day as day, month and year in digits ('DD-MM-YYYY'): 14-03-2025. */
  numericDate(value: Moment): string;
  /** The time of day on the language's clock: 3:14 AM; 3:14 رات. */
  time(value: Moment): string;
  /** How far the moment is from `now` (this instant when omitted): 5 minutes ago; 5 منٹ پہلے. */
  relative(value: Moment, now?: Date): string;
}

const readable = <Rest extends unknown[]>(format: (date: Date, ...rest: Rest) => string) =>
  (value: Moment, ...rest: Rest): string => {
    const date = typeof value === 'string' ? new Date(value) : value;
    return Number.isNaN(date.getTime()) ? String(value) : format(date, ...rest);
  };

/** Builds the formatters for one language and time zone; build once and reuse, as `Intl` formatters are costly. */
export function createDateFormats({ locale, timeZone, ordinalDay }: DateFormatsOptions): DateFormats {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const numeric = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
  const time = timeOfDayFormat(locale, timeZone);
  const relative = relativeTimeFormat(locale);
  return {
    dateTime: readable(displayDateTimeFormat({ locale, timeZone, ordinalDay })),
    date: readable((date) => day.format(date)),
    numericDate: readable((date) => {
      // In the spec's order whatever the language's own: day, month, year.
      const part = (type: Intl.DateTimeFormatPartTypes) => numeric.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? '';
      return `${part('day')}-${part('month')}-${part('year')}`;
    }),
    time: readable((date) => time.format(date)),
    relative: readable((date, now: Date = new Date()) => relative(date, now)),
  };
}
