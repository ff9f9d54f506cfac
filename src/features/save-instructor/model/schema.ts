import { z } from 'zod';
import { instructorsContract } from '@/shared/api';

const { INSTRUCTOR_LIMITS } = instructorsContract;

/** Catalogue keys of the `instructors` namespace; their English texts are the spec's words. */
export const MESSAGE_KEYS = {
  user: 'validation.user',
  shortDescription: 'validation.shortDescription',
  longDescription: 'validation.longDescription',
  imageRequired: 'validation.imageRequired',
  expertise: 'validation.expertise',
} as const;

const requiredText = (max: number, message: string) => z.string().trim().min(1, message).max(max, message);

/** The instructor form. `image` is a newly chosen file (edit mode keeps the saved one without it). */
export function instructorFormSchema(isCreate: boolean) {
  return z
    .object({
      userId: z.number().int().positive().nullable(),
      shortDescription: requiredText(INSTRUCTOR_LIMITS.shortDescription, MESSAGE_KEYS.shortDescription),
      longDescription: requiredText(INSTRUCTOR_LIMITS.longDescription, MESSAGE_KEYS.longDescription),
      image: z.instanceof(File).nullable(),
      expertise: z.array(z.object({ value: requiredText(200, MESSAGE_KEYS.expertise) })).max(INSTRUCTOR_LIMITS.expertise),
    })
    .superRefine((values, context) => {
      if (values.userId === null) context.addIssue({ code: 'custom', path: ['userId'], message: MESSAGE_KEYS.user });
      if (isCreate && !values.image) context.addIssue({ code: 'custom', path: ['image'], message: MESSAGE_KEYS.imageRequired });
    });
}

export type InstructorFormValues = z.input<ReturnType<typeof instructorFormSchema>>;

export function emptyInstructorForm(): InstructorFormValues {
  return { userId: null, shortDescription: '', longDescription: '', image: null, expertise: [{ value: '' }] };
}

export function instructorToForm(instructor: instructorsContract.Instructor): InstructorFormValues {
  return {
    userId: instructor.userId,
    shortDescription: instructor.shortDescription,
    longDescription: instructor.longDescription,
    image: null,
    expertise: instructor.expertise.map((value) => ({ value })),
  };
}
