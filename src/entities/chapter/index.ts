export { CHAPTER_PAGE_SIZE, useChapter, useChapterPage, useRefreshChapters } from './api/chapterApi';
export { ChapterDetails, type ChapterDetailsProps } from './ui/ChapterDetails';
export { ChapterStatusBadge } from './ui/ChapterStatusBadge';
export type { Chapter, ChapterStatus, ChapterType } from './model/types';
