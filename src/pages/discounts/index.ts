export { DiscountsPage } from './ui/DiscountsPage';
