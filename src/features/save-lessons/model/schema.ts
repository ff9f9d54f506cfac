import { z } from 'zod';
import { lessonsContract } from '@/shared/api';
import { draftToInput, type LessonDraft, type LessonFormValues } from './draft';

const { LESSON_MESSAGES: M, lessonInput, videoLessonInput, LESSON_LIMITS } = lessonsContract;

/** What every lesson needs, checked while its type is still to be chosen. */
const commonFields = videoLessonInput.pick({ name: true, titleAr: true, isContentDynamic: true });

/**
 * A lesson draft is checked by the contract's own rules (the spec's messages), on the lesson it
 * becomes; each problem lands on the draft's field of the same path. The draft itself is kept as typed.
 */
const lessonDraft = z.custom<LessonDraft>().superRefine((draft, context) => {
  if (!draft.type) context.addIssue({ code: 'custom', path: ['type'], message: M.lessonType });
  const result = (draft.type ? lessonInput : commonFields).safeParse(draftToInput(draft));
  if (result.success) return;
  for (const issue of result.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

export const lessonFormSchema: z.ZodType<LessonFormValues, LessonFormValues> = z.object({
  lessonGroups: z
    .array(z.object({ lessons: z.array(lessonDraft).min(1, M.noLessons).max(LESSON_LIMITS.lessons) }))
    .min(1, M.noLessons)
    .max(LESSON_LIMITS.groups),
  groupNumber: z.number().int().min(1).max(LESSON_LIMITS.groups).nullable(),
});
