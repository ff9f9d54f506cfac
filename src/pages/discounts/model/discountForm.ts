import type { discountsContract } from '@/shared/api';

/** The form's values: what is not chosen yet is null, and the contract's input schema refuses it with the spec's words. */
export interface DiscountFormValues {
  /** The spec's body names the id: null when adding. */
  id: number | null;
  name: string;
  type: discountsContract.DiscountType | null;
  value: number | null;
  startAt: string | null;
  expiresAt: string | null;
}

export function discountToForm(discount: discountsContract.Discount | undefined): DiscountFormValues {
  if (!discount) return { id: null, name: '', type: null, value: null, startAt: null, expiresAt: null };
  const { id, name, type, value, startAt, expiresAt } = discount;
  return { id, name, type, value, startAt, expiresAt };
}
