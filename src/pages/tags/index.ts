export { TagsPage } from './ui/TagsPage';
