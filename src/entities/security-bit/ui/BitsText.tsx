import { useTranslation } from '@/shared/i18n';
import { BIT_ORDER, holdsBit } from '../model/bits';

/** A permission value in words: ALL, none, or the bits it holds. */
export function BitsText({ value }: { value: number }) {
  const { t } = useTranslation(['security-bits', 'common']);
  const names = BIT_ORDER.filter((bit) => holdsBit(value, bit)).map((bit) => t(`bits.${bit}`));
  return <>{names.length === 0 ? t('none') : names.join(t('common:listSeparator'))}</>;
}
