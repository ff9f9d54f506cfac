import { z } from 'zod';
import { lessonContentContract } from '@/shared/api';

const { lessonContentInput, LESSON_CONTENT_LIMITS, LESSON_CONTENT_MESSAGES: M } = lessonContentContract;

/** The audio's rule on this form: MP3, under 2 MB (the server checks both again). */
export const AUDIO_TYPES = ['audio/mpeg'] as const;
export const AUDIO_MAX_BYTES = LESSON_CONTENT_LIMITS.audioBytes;

/** The form: the declared titles and description, and an optional MP3 chosen here (uploaded on Save). */
export const theoryFormSchema = lessonContentInput.pick({ title: true, description: true }).extend({
  file: z
    .instanceof(File)
    .nullable()
    .refine((file) => !file || AUDIO_TYPES.some((type) => type === file.type), M.audioType)
    .refine((file) => !file || file.size <= AUDIO_MAX_BYTES, M.audioTooLarge),
});

export type TheoryFormValues = z.input<typeof theoryFormSchema>;
