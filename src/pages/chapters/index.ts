export { ChaptersPage } from './ui/ChaptersPage';
