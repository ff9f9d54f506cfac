export { DiscussionsPage } from './ui/DiscussionsPage';
