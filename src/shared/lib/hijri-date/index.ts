export { HIJRI_DAYS, HIJRI_MONTHS, HIJRI_YEARS, daysInHijriMonth, gregorianDateOf, hijriDateText, isHijriDayInRange, parseHijriDateText } from './hijriDate';
export type { HijriDay, HijriMonthName } from './hijriDate';
