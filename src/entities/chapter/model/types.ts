import type { chaptersContract } from '@/shared/api';

export type Chapter = chaptersContract.Chapter;
export type ChapterStatus = chaptersContract.ChapterStatus;
export type ChapterType = chaptersContract.ChapterType;
