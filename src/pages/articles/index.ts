export { ArticlesPage } from './ui/ArticlesPage';
