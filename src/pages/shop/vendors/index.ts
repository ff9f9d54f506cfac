export { VendorsPage } from './ui/VendorsPage';
