export { CoursesPage } from './ui/CoursesPage';
