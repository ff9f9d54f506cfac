export { BatchContentsPage } from './ui/BatchContentsPage';
