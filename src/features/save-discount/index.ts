export { DiscountForm, type DiscountFormProps } from './ui/DiscountForm';
