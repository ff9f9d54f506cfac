export { batchSpecText, useBatchContentForm } from './model/useBatchContentForm';
export type { BatchContentFormValues } from './model/draft';
export { LessonContentList } from './ui/LessonContentList';
