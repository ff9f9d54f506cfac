import { callApi, exercisesContract, lessonsContract } from '@/shared/api';
import { draftToValues, type ExerciseFormValues } from '../model/draft';

/** Where the form saves: a new exercise on a course, part or sub-part, or an existing one. */
export type ExerciseTarget =
  | { kind: 'add'; courseId: number; partId: number | null; subPartId: number | null }
  | { kind: 'edit'; courseId: number; exerciseId: number };

/** Uploads the pictures just chosen (one after the other), then saves; answers the reply's words. */
export async function saveExercise(target: ExerciseTarget, values: ExerciseFormValues, uploadImage: (file: File) => Promise<string>): Promise<string | undefined> {
  const imageKeys: string[][] = [];
  for (const item of values.content) {
    const keys: string[] = [];
    if (item.type === 'IMAGE') for (const image of item.images) keys.push(image.file ? await uploadImage(image.file) : (image.path ?? ''));
    imageKeys.push(keys);
  }
  const body = draftToValues(values, imageKeys);
  if (target.kind === 'add') {
    const reply = await callApi(exercisesContract.createExercise, {
      body: { ...body, courseId: target.courseId, partId: target.partId, subPartId: target.subPartId },
    });
    return reply.message;
  }
  const reply = await callApi(lessonsContract.updateLesson, {
    params: { id: target.exerciseId },
    query: { courseId: target.courseId },
    body: { ...body, type: 'PRACTICE_ASSIGN' },
  });
  return reply.message;
}
