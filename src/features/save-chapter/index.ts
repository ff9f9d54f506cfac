export { ChapterForm, type ChapterFormProps } from './ui/ChapterForm';
