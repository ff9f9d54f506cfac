export { registerDiscountCalls } from './discounts';
