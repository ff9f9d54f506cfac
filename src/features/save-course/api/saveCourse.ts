import { BAD_REPLY_CODE, callApi, coursesContract, isApiError, replyText } from '@/shared/api';
import type { CourseFormValues } from '../model/schema';
import { sentShape, toCourseInput, type UploadedKeys } from '../model/toCourseInput';

/** Stores one chosen file and answers its key: images as COURSE_IMAGE, documents as COURSE_EXTERNAL_ASSETS. */
export interface CourseUploaders {
  image(file: File): Promise<string>;
  asset(file: File): Promise<string>;
}

/** The server did not confirm the save; `message` is its own words, or empty for the form's default. */
export class CourseNotSavedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CourseNotSavedError';
  }
}

const maybe = async (file: File | null, store: (file: File) => Promise<string>) => (file ? store(file) : undefined);

/** Uploads every file chosen in the form, one after the other, for the parts of the course that are sent. */
async function uploadChosenFiles(values: CourseFormValues, { image, asset }: CourseUploaders): Promise<UploadedKeys> {
  const shape = sentShape(values);
  const keys: UploadedKeys = {
    image: await maybe(values.image, image),
    thumbnail: await maybe(values.thumbnail, image),
    videoThumbnail: await maybe(values.videoThumbnail, image),
    parts: [],
    badges: [],
    assets: [],
  };
  for (const part of shape.hasParts ? values.parts : []) keys.parts.push(await maybe(part.thumbnail, image));
  for (const milestone of values.milestones) keys.badges.push(await maybe(milestone.badge, image));
  for (const row of shape.hasExternalContent ? values.externalContent : []) {
    keys.assets.push(row.type === 'ASSET_UPLOAD' ? await maybe(row.asset, asset) : undefined);
  }
  return keys;
}

/**
 * Uploads the chosen files, then creates the course (done only when the reply is empty, `{}`) or
 * updates it (done only with `success: true`). The stored course's publish state is kept.
 */
export async function saveCourse(course: coursesContract.Course | undefined, values: CourseFormValues, uploaders: CourseUploaders) {
  const keys = await uploadChosenFiles(values, uploaders);
  const body = toCourseInput(values, keys, course?.basicInfo.isPublished ?? false);
  if (!course) {
    try {
      await callApi(coursesContract.createCourse, { body });
    } catch (error) {
      // A reply that is not empty is not a create, whatever it says.
      if (isApiError(error) && error.code === BAD_REPLY_CODE) throw new CourseNotSavedError('');
      throw error;
    }
    return;
  }
  const reply = await callApi(coursesContract.updateCourse, { params: { id: course.id }, body });
  if (!reply.success) throw new CourseNotSavedError(replyText(reply) ?? '');
}
