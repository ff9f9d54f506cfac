export { DISCOUNT_LIST_SIZE, useDiscount, useDiscounts, useRefreshDiscounts } from './api/discountApi';
export { DiscountValue } from './ui/DiscountValue';
export type { Discount, DiscountType } from './model/types';
