/**
 * Languages whose clock names the part of the day (صبح، دوپہر، سہ پہر، شام، رات) rather than AM and PM:
 * Urdu's own AM and PM are the English letters.
 */
const NAMES_THE_PART_OF_DAY = new Set(['ur']);

/**
 * The time of day on the language's own clock: "3:14 AM" in English, "3:14 رات" in Urdu — never AM or
 * PM in a language that has words of its own for the part of the day.
 */
export function timeOfDayFormat(locale: string, timeZone?: string): Intl.DateTimeFormat {
  const partOfDay = NAMES_THE_PART_OF_DAY.has(new Intl.Locale(locale).language);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone, ...(partOfDay && { dayPeriod: 'short' }) });
}
