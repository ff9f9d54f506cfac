import { callApi, instructorsContract, uploadFile, type UploadOptions } from '@/shared/api';
import type { InstructorFormValues } from '../model/schema';

/** A file already stored for this form, so a retried save does not send it twice. */
export interface UploadedImage {
  file: File;
  key: string;
}

export class ImageUploadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ImageUploadError';
  }
}

export interface SaveInstructorArgs {
  id: number | null;
  values: InstructorFormValues;
  uploaded: UploadedImage | null;
  onUploaded(image: UploadedImage): void;
  onProgress: UploadOptions['onProgress'];
}

/** Uploads a newly chosen image (INSTRUCTOR_IMAGE), then creates or updates the instructor. */
export async function saveInstructor({ id, values, uploaded, onUploaded, onProgress }: SaveInstructorArgs) {
  let imagePath: string | undefined;
  if (values.image) {
    if (uploaded?.file === values.image) {
      imagePath = uploaded.key;
    } else {
      try {
        imagePath = await uploadFile('INSTRUCTOR_IMAGE', values.image, { onProgress });
      } catch (error) {
        throw new ImageUploadError(error);
      }
      onUploaded({ file: values.image, key: imagePath });
    }
  }
  const body: instructorsContract.InstructorInput = {
    userId: values.userId ?? 0,
    shortDescription: values.shortDescription.trim(),
    longDescription: values.longDescription.trim(),
    imagePath,
    expertise: values.expertise.map((item) => item.value.trim()),
  };
  const reply =
    id === null
      ? await callApi(instructorsContract.createInstructor, { body })
      : await callApi(instructorsContract.updateInstructor, { params: { id }, body });
  if (!reply.success) throw new Error(reply.message ?? '');
  return reply;
}
