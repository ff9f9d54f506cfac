export { LessonContentPage } from './ui/LessonContentPage';
