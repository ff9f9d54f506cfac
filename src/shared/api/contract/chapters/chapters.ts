import { z } from 'zod';

export const CHAPTER_TYPES = ['DEFAULT', 'SHAPE'] as const;
export const chapterType = z.enum(CHAPTER_TYPES);
export type ChapterType = z.infer<typeof chapterType>;

/** NEW, PUBLISH, UNPUBLISHED and DELETED are the spec's status codes 1 to 4. */
export const CHAPTER_STATUSES = ['NEW', 'PUBLISH', 'UNPUBLISHED', 'DELETED'] as const;
export const chapterStatus = z.enum(CHAPTER_STATUSES);
export type ChapterStatus = z.infer<typeof chapterStatus>;

/** 1 Double Fathah, 2 Double Kasrah, 3 Double Dammah, 4 Movement Fathah, 5 Movement Kasrah, 6 Movement Dammah. */
export const ARABIC_SIGN_IDS = [1, 2, 3, 4, 5, 6] as const;
export type ArabicSignId = (typeof ARABIC_SIGN_IDS)[number];

export const CHAPTER_LIMITS = {
  titleEn: 80,
  titleAr: 200,
  description: 150,
  videoTitle: 300,
  minLessonCount: 1,
  maxLessonCount: 10_000,
  minDuration: 1,
  maxDuration: 100_000,
} as const;

/** The spec's words for the chapter form (shown word for word, its doubled "Select" included). */
export const CHAPTER_MESSAGES = {
  course: 'Please select Select a Course!',
  access: 'Please select Course Access!',
  number: 'Please enter valid number',
  titleAr: 'Please enter Arabic title',
  titleEn: 'Please enter a valid title',
  type: 'Please select Type!',
  description: 'Please enter description',
  saveFailed: 'Something went wrong, please check all the fields, try to change to Arabic and English title',
  added: 'Record added successfully!',
  updated: 'Record updated successfully!',
  statusUpdated: 'Status updated successfully!',
  // Not worded by the spec:
  videoTitle: 'Please select Video Title',
  titleEnTooLong: 'Maximum 80 characters allowed',
  titleArTooLong: 'Maximum 200 characters allowed',
  descriptionTooLong: 'Maximum 150 characters allowed',
  arabicSign: 'Please select one of the six Arabic signs',
  status: 'Please choose NEW, PUBLISH, UNPUBLISHED or DELETED',
  notFound: 'This chapter does not exist.',
  courseNotFound: 'This course does not exist.',
  sameTitleEn: 'Another chapter of this course already has this English title.',
  sameTitleAr: 'Another chapter of this course already has this Arabic title.',
} as const;

const M = CHAPTER_MESSAGES;

/** The refusal of a video title the playlist does not hold. */
export const unknownVideoMessage = (title: string) =>
  `"${title}" is not a video of the playlist; choose the video title exactly as it is on the video host.`;

/** The refusal of a status change the chapter cannot make. */
export const statusChangeRefusal = (from: ChapterStatus, to: ChapterStatus) => `A chapter cannot go from ${from} to ${to}.`;

export const chapter = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  titleAr: z.string(),
  titleEn: z.string(),
  description: z.string(),
  lessonCount: z.number().int(),
  /** Minutes. */
  duration: z.number().int(),
  locked: z.boolean(),
  /** A video's title exactly as in the playlist. */
  videoTitle: z.string(),
  arabicSignId: z.number().int().min(1).max(6).optional(),
  type: chapterType,
  status: chapterStatus,
});
export type Chapter = z.infer<typeof chapter>;

const count = (max: number) => z.number({ error: M.number }).int(M.number).min(1, M.number).max(max, M.number);

/** The chapter form's fields; the server also checks the course, the video title and unique titles. */
export const chapterInput = z.object({
  courseId: z.number({ error: M.course }).int(M.course).positive(M.course),
  /** Course Access: true when the chapter is locked. */
  locked: z.boolean({ error: M.access }),
  lessonCount: count(CHAPTER_LIMITS.maxLessonCount),
  duration: count(CHAPTER_LIMITS.maxDuration),
  titleAr: z.string({ error: M.titleAr }).trim().min(1, M.titleAr).max(CHAPTER_LIMITS.titleAr, M.titleArTooLong),
  titleEn: z.string({ error: M.titleEn }).trim().min(1, M.titleEn).max(CHAPTER_LIMITS.titleEn, M.titleEnTooLong),
  description: z.string({ error: M.description }).trim().min(1, M.description).max(CHAPTER_LIMITS.description, M.descriptionTooLong),
  type: z.enum(CHAPTER_TYPES, { error: M.type }),
  videoTitle: z.string({ error: M.videoTitle }).trim().min(1, M.videoTitle).max(CHAPTER_LIMITS.videoTitle, M.videoTitle),
  arabicSignId: z.number({ error: M.arabicSign }).int(M.arabicSign).min(1, M.arabicSign).max(6, M.arabicSign).nullish(),
});
export type ChapterInput = z.input<typeof chapterInput>;
