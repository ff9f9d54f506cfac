export { ProductsPage } from './ui/ProductsPage';
