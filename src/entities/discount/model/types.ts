import type { discountsContract } from '@/shared/api';

export type Discount = discountsContract.Discount;
export type DiscountType = discountsContract.DiscountType;
