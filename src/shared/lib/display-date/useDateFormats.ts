import { useTranslation } from '@/shared/i18n';
import { createDateFormats, type DateFormats } from './createDateFormats';

// Built once per language and time zone and shared by every component: a chat of a thousand messages
// builds its clock once, not once per message.
const built = new Map<string, DateFormats>();

/**
 * The panel's date formatters (`dateTime`, `date`, `time`, `relative`) in the interface language. The
 * display format's ordinal day comes from the `display-date` catalogue (14th in English, 14 in Urdu).
 */
export function useDateFormats(timeZone?: string): DateFormats {
  const { i18n } = useTranslation('display-date');
  const locale = i18n.language;
  const key = `${locale} ${timeZone ?? ''}`;
  let formats = built.get(key);
  if (!formats) {
    const t = i18n.getFixedT(locale, 'display-date');
    formats = createDateFormats({ locale, timeZone, ordinalDay: (day, digits) => t('day', { count: day, ordinal: true, digits }) });
    built.set(key, formats);
  }
  return formats;
}
