export { ChapterStatusBadge } from './ui/ChapterStatusBadge';
export type { Chapter, ChapterStatus, ChapterType } from './model/types';
