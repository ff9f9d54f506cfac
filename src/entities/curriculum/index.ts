export { levelSession, levelTable, weeklyLesson, weeklyTable, type CurriculumLesson, type VerseRef } from './model/curriculum';
export {
  lessonHeading,
  WEEKLY_PROGRAMS,
  type LessonHeading,
  type LessonLabelPart,
  type LessonRef,
  type LessonUnit,
} from './model/lessonHeading';
export { ArabicPassage, type ArabicPassageProps } from './ui/ArabicPassage';
