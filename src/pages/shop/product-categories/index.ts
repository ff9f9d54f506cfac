export { ProductCategoriesPage } from './ui/ProductCategoriesPage';
