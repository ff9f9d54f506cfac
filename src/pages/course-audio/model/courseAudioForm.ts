import { z } from 'zod';
import { courseAudioContract } from '@/shared/api';

const { courseAudioInput, COURSE_AUDIO_MESSAGES } = courseAudioContract;

/** The form: the declared title, and an MP3 that adding requires (editing keeps the stored one without it). */
export function courseAudioFormSchema(isCreate: boolean) {
  return courseAudioInput
    .pick({ title: true })
    .extend({ file: z.instanceof(File).nullable() })
    .superRefine((values, context) => {
      if (isCreate && !values.file) context.addIssue({ code: 'custom', path: ['file'], message: COURSE_AUDIO_MESSAGES.fileRequired });
    });
}

export type CourseAudioFormValues = z.input<ReturnType<typeof courseAudioFormSchema>>;
