export { registerLessonCalls } from './lessons';
export { seedLessons } from './seed';
