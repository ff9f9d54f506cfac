export { ProductTagsPage } from './ui/ProductTagsPage';
