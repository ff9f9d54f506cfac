import { z } from 'zod';

export const AUDIO_TITLE_MAX = 250;

/** Catalogue keys of the `course-audio` namespace; their English texts are the spec's words. */
export const MESSAGE_KEYS = {
  title: 'validation.title',
  titleTooLong: 'validation.titleTooLong',
  fileRequired: 'validation.fileRequired',
} as const;

/** The course audio form: a title and, when adding, an MP3 file (editing keeps the stored one without it). */
export function courseAudioFormSchema(isCreate: boolean) {
  return z
    .object({
      title: z.string().trim().min(1, MESSAGE_KEYS.title).max(AUDIO_TITLE_MAX, MESSAGE_KEYS.titleTooLong),
      file: z.instanceof(File).nullable(),
    })
    .superRefine((values, context) => {
      if (isCreate && !values.file) context.addIssue({ code: 'custom', path: ['file'], message: MESSAGE_KEYS.fileRequired });
    });
}

export type CourseAudioFormValues = z.input<ReturnType<typeof courseAudioFormSchema>>;
