import { z } from 'zod';
import { chaptersContract } from '@/shared/api';

const { CHAPTER_LIMITS, CHAPTER_TYPES } = chaptersContract;

/** Catalogue keys of the `chapters` namespace; their English texts are the spec's words. */
export const MESSAGE_KEYS = {
  course: 'validation.course',
  access: 'validation.access',
  number: 'validation.number',
  titleAr: 'validation.titleAr',
  titleArTooLong: 'validation.titleArTooLong',
  titleEn: 'validation.titleEn',
  titleEnTooLong: 'validation.titleEnTooLong',
  type: 'validation.type',
  description: 'validation.description',
  descriptionTooLong: 'validation.descriptionTooLong',
  videoTitle: 'validation.videoTitle',
} as const;

export const ACCESS_OPTIONS = ['UNLOCKED', 'LOCKED'] as const;

const isCount = (value: number | null, max: number) => value !== null && Number.isInteger(value) && value >= 1 && value <= max;

export const chapterFormSchema = z
  .object({
    courseId: z.number().nullable(),
    access: z.enum(ACCESS_OPTIONS).nullable(),
    lessonCount: z.number().nullable(),
    duration: z.number().nullable(),
    titleAr: z.string().trim().min(1, MESSAGE_KEYS.titleAr).max(CHAPTER_LIMITS.titleAr, MESSAGE_KEYS.titleArTooLong),
    titleEn: z.string().trim().min(1, MESSAGE_KEYS.titleEn).max(CHAPTER_LIMITS.titleEn, MESSAGE_KEYS.titleEnTooLong),
    type: z.enum(CHAPTER_TYPES).nullable(),
    description: z.string().trim().min(1, MESSAGE_KEYS.description).max(CHAPTER_LIMITS.description, MESSAGE_KEYS.descriptionTooLong),
    videoTitle: z.string().nullable(),
    arabicSignId: z.number().nullable(),
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (values.courseId === null) issue('courseId', MESSAGE_KEYS.course);
    if (values.access === null) issue('access', MESSAGE_KEYS.access);
    if (!isCount(values.lessonCount, CHAPTER_LIMITS.maxLessonCount)) issue('lessonCount', MESSAGE_KEYS.number);
    if (!isCount(values.duration, CHAPTER_LIMITS.maxDuration)) issue('duration', MESSAGE_KEYS.number);
    if (values.type === null) issue('type', MESSAGE_KEYS.type);
    if (!values.videoTitle?.trim()) issue('videoTitle', MESSAGE_KEYS.videoTitle);
  });

export type ChapterFormValues = z.input<typeof chapterFormSchema>;

/** The form's fields the server may name in a refusal, so the message shows under the field too. */
export const SERVER_FIELDS = ['courseId', 'titleAr', 'titleEn', 'videoTitle'] as const;

/** The values the form starts with: the chapter's, or an empty form on the list's chosen course. */
export function chapterToForm(chapter: chaptersContract.Chapter | undefined, courseId: number | null): ChapterFormValues {
  if (!chapter) {
    return {
      courseId,
      access: null,
      lessonCount: null,
      duration: null,
      titleAr: '',
      titleEn: '',
      type: null,
      description: '',
      videoTitle: null,
      arabicSignId: null,
    };
  }
  return {
    courseId: chapter.courseId,
    access: chapter.locked ? 'LOCKED' : 'UNLOCKED',
    lessonCount: chapter.lessonCount,
    duration: chapter.duration,
    titleAr: chapter.titleAr,
    titleEn: chapter.titleEn,
    type: chapter.type,
    description: chapter.description,
    videoTitle: chapter.videoTitle,
    arabicSignId: chapter.arabicSignId ?? null,
  };
}

/** The body of POST chapter/save and PUT chapter/update; only called on values the schema accepted. */
export function formToInput(values: ChapterFormValues): chaptersContract.ChapterInput {
  return {
    courseId: values.courseId ?? 0,
    locked: values.access === 'LOCKED',
    lessonCount: values.lessonCount ?? 0,
    duration: values.duration ?? 0,
    titleAr: values.titleAr.trim(),
    titleEn: values.titleEn.trim(),
    type: values.type ?? 'DEFAULT',
    description: values.description.trim(),
    videoTitle: (values.videoTitle ?? '').trim(),
    arabicSignId: values.arabicSignId,
  };
}
