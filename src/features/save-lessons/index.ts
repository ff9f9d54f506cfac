export { LessonForm, type LessonFormProps, type LessonPlace } from './ui/LessonForm';
export type { SaveTarget } from './api/saveLessons';
export { emptyForm, lessonToDraft, type LessonFormValues } from './model/draft';
