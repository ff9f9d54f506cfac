import { callApi, instructorsContract, replyText } from '@/shared/api';
import type { InstructorFormValues } from '../model/schema';

/** Stores a newly chosen image (INSTRUCTOR_IMAGE) through `upload`, then creates or updates the instructor. */
export async function saveInstructor(id: number | null, values: InstructorFormValues, upload: (file: File) => Promise<string>) {
  const body: instructorsContract.InstructorInput = {
    userId: values.userId ?? 0,
    shortDescription: values.shortDescription.trim(),
    longDescription: values.longDescription.trim(),
    imagePath: values.image ? await upload(values.image) : undefined,
    expertise: values.expertise.map((item) => item.value.trim()),
  };
  const reply =
    id === null
      ? await callApi(instructorsContract.createInstructor, { body })
      : await callApi(instructorsContract.updateInstructor, { params: { id }, body });
  if (!reply.success) throw new Error(replyText(reply) ?? '');
  return reply;
}
