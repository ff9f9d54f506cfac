export { GalleryCategoriesPage } from './ui/GalleryCategoriesPage';
