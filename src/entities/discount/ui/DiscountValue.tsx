import type { discountsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';

/** "15%" for a percentage, "5.00" for a flat amount, in the interface language's digits. */
export function DiscountValue({ type, value }: { type: discountsContract.DiscountType; value: number }) {
  const { i18n } = useTranslation();
  const text =
    type === 'PERCENTAGE'
      ? new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100)
      : new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return <span className="tabular-nums">{text}</span>;
}
