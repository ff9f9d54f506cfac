import { z } from 'zod';
import { chaptersContract } from '@/shared/api';

const { chapterInput, CHAPTER_MESSAGES } = chaptersContract;

export const ACCESS_OPTIONS = ['UNLOCKED', 'LOCKED'] as const;
/** The Arabic sign picker's key for "no sign". */
export const NO_SIGN = 0;

/** What the form holds: nothing chosen yet is null, Course Access is a choice of two, and "no sign" has a key of its own. */
export interface ChapterFormValues {
  courseId: number | null;
  locked: (typeof ACCESS_OPTIONS)[number] | null;
  lessonCount: number | null;
  duration: number | null;
  titleAr: string;
  titleEn: string;
  type: chaptersContract.ChapterType | null;
  description: string;
  videoTitle: string | null;
  arabicSignId: number;
}

/**
 * The declared input with the spec's messages; what it hands to Save is that input itself (`locked`
 * true for Locked, no Arabic sign as null). A field nothing was chosen for fails with its message.
 */
export const chapterFormSchema = chapterInput.extend({
  locked: z.enum(ACCESS_OPTIONS, { error: CHAPTER_MESSAGES.access }).transform((access) => access === 'LOCKED'),
  arabicSignId: z
    .literal(NO_SIGN)
    .transform(() => null)
    .or(chapterInput.shape.arabicSignId),
});

/** The values the form starts with: the chapter's, or an empty form on the list's chosen course. */
export function chapterToForm(chapter: chaptersContract.Chapter | undefined, courseId: number | null): ChapterFormValues {
  return {
    courseId: chapter?.courseId ?? courseId,
    locked: chapter ? (chapter.locked ? 'LOCKED' : 'UNLOCKED') : null,
    lessonCount: chapter?.lessonCount ?? null,
    duration: chapter?.duration ?? null,
    titleAr: chapter?.titleAr ?? '',
    titleEn: chapter?.titleEn ?? '',
    type: chapter?.type ?? null,
    description: chapter?.description ?? '',
    videoTitle: chapter?.videoTitle ?? null,
    arabicSignId: chapter?.arabicSignId ?? NO_SIGN,
  };
}
