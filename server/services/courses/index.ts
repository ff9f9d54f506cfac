export { registerCourseCalls } from './routes';
export { insertCourse } from './store';
export { settleCourse } from './validation';
