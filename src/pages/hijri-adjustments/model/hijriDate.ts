import { DateFormatter, IslamicUmalquraCalendar, toCalendar, type CalendarDate } from '@internationalized/date';

const UMM_AL_QURA = new IslamicUmalquraCalendar();

/** The Umm al-Qura date of Gregorian `day` in a country whose Hijri date is `adjustment` days ahead (or behind). */
export function hijriDateOf(day: CalendarDate, adjustment: number): CalendarDate {
  return toCalendar(day.add({ days: adjustment }), UMM_AL_QURA);
}

/**
 * Today's Hijri date for each adjustment there is, written for the interface locale ('en-US', 'ur-PK'):
 * one conversion per adjustment, however many countries share it.
 */
export function hijriDatesByAdjustment(day: CalendarDate, locale: string, adjustments: readonly number[]): Map<number, string> {
  const formatter = new DateFormatter(`${locale}-u-ca-islamic-umalqura`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return new Map(adjustments.map((adjustment) => [adjustment, formatter.format(hijriDateOf(day, adjustment).toDate('UTC'))]));
}
