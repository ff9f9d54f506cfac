export { BlogCategoriesPage } from './ui/BlogCategoriesPage';
