export { nextStatus } from './model/nextStatus';
export { useChangeChapterStatus, useChapterStatusAction } from './model/useChangeChapterStatus';
export { ChapterStatusButton } from './ui/ChapterStatusButton';
