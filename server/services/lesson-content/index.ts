export { registerLessonContentCalls } from './lessonContent';
export { seedLessonContents } from './seed';
