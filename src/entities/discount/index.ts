export { DiscountValue } from './ui/DiscountValue';
