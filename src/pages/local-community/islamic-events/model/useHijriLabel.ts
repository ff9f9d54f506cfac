import { useTranslation } from '@/shared/i18n';
import { parseHijriDateText } from '@/shared/lib/hijri-date';

/** A stored "27,Rajab,1448" as the panel's language writes it: "27 Rajab 1448", "27 رجب 1448". */
export function useHijriLabel() {
  const { t } = useTranslation('islamic-events');
  return (text: string) => {
    const hijri = parseHijriDateText(text);
    return hijri ? `${hijri.day} ${t(`months.${hijri.month}`)} ${hijri.year}` : text;
  };
}
