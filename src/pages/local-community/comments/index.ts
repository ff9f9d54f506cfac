export { CommentsPage } from './ui/CommentsPage';
