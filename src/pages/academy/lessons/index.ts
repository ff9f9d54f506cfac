export { LessonsPage } from './ui/LessonsPage';
