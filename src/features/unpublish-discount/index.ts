export { useUnpublishDiscount } from './model/useUnpublishDiscount';
