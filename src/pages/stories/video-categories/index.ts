export { VideoCategoriesPage } from './ui/VideoCategoriesPage';
