export {
  useDynamicLessonNames,
  useLesson,
  useLessonList,
  usePartNames,
  useRevalidateLessons,
  useSubPartLessons,
  useSubPartNames,
} from './api/lessonApi';
export type { LessonScope } from './model/scope';
export { LessonStatusBadge } from './ui/LessonStatusBadge';
