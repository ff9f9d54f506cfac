import { useTranslation } from '@/shared/i18n';
import { formatDisplayDateTime } from './formatDisplayDateTime';

/**
 * Formats moments in the spec's display format 'MMM Do YYYY H:mm' in the interface language; the
 * ordinal day comes from the `display-date` catalogue (14th in English, 14 in Urdu).
 */
export function useDisplayDateTime(timeZone?: string) {
  const { t, i18n } = useTranslation('display-date');
  return (value: Date | string) =>
    formatDisplayDateTime(value, {
      locale: i18n.language,
      timeZone,
      ordinalDay: (day) => t('day', { count: day, ordinal: true }),
    });
}
