import { z } from 'zod';
import { instructorsContract } from '@/shared/api';
import type { TextLine } from '@/shared/ui/form-inputs';

const { instructorInput, INSTRUCTOR_LIMITS, INSTRUCTOR_MESSAGES } = instructorsContract;

/** The form: the declared descriptions, the chosen user, a new image (required when adding) and the expertise as lines. */
export function instructorFormSchema(isCreate: boolean) {
  return instructorInput
    .pick({ shortDescription: true, longDescription: true })
    .extend({
      userId: z.number().int().positive().nullable(),
      image: z.instanceof(File).nullable(),
      expertise: z
        .array(z.object({ value: z.string().trim().min(1, INSTRUCTOR_MESSAGES.expertise).max(200, INSTRUCTOR_MESSAGES.expertise) }))
        .max(INSTRUCTOR_LIMITS.expertise),
    })
    .superRefine((values, context) => {
      if (values.userId === null) context.addIssue({ code: 'custom', path: ['userId'], message: INSTRUCTOR_MESSAGES.user });
      if (isCreate && !values.image) context.addIssue({ code: 'custom', path: ['image'], message: INSTRUCTOR_MESSAGES.imageRequired });
    });
}

export type InstructorFormValues = z.input<ReturnType<typeof instructorFormSchema>>;

export function instructorFormValues(instructor?: instructorsContract.Instructor): InstructorFormValues {
  return {
    userId: instructor?.userId ?? null,
    shortDescription: instructor?.shortDescription ?? '',
    longDescription: instructor?.longDescription ?? '',
    image: null,
    expertise: instructor ? instructor.expertise.map((value): TextLine => ({ value })) : [{ value: '' }],
  };
}
