import { callApi, lessonsContract } from '@/shared/api';
import { draftToInput, type LessonDraft, type LessonFormValues, type UploadedFiles } from '../model/draft';

/** Where the form saves: new groups on a course, part or sub-part, a sub-part's whole tree, or one lesson. */
export type SaveTarget =
  | { kind: 'add'; courseId: number; partId: number | null; subPartId: number | null }
  | { kind: 'subPart'; courseId: number; subPartId: number }
  | { kind: 'lesson'; courseId: number; lessonId: number };

export interface LessonUploaders {
  /** Stores a lesson thumbnail (LESSON_IMAGE) and answers its key. */
  thumbnail(file: File): Promise<string>;
  /** Stores an assignment image (LESSON_IMAGE_PRIVATE) and answers its key. */
  image(file: File): Promise<string>;
}

async function uploadFiles(draft: LessonDraft, uploaders: LessonUploaders): Promise<UploadedFiles> {
  const thumbnail = draft.thumbnail ? await uploaders.thumbnail(draft.thumbnail) : undefined;
  const images: (string | undefined)[] = [];
  for (const image of draft.type === 'ASSIGNMENT' ? draft.assignment.images : []) images.push(image.file ? await uploaders.image(image.file) : undefined);
  return { thumbnail, images };
}

/** The field path prefix of a lesson's own problems in the server's reply to a one-lesson save. */
export const SINGLE_LESSON_PATH = 'lessonGroups.0.lessons.0.';

/** Uploads the chosen files one after the other, then saves; the reply's words on success. */
export async function saveLessons(target: SaveTarget, values: LessonFormValues, uploaders: LessonUploaders): Promise<string | undefined> {
  const lessonGroups = [];
  for (const group of values.lessonGroups) {
    const lessons = [];
    for (const draft of group.lessons) lessons.push(lessonsContract.lessonInput.parse(draftToInput(draft, await uploadFiles(draft, uploaders))));
    lessonGroups.push({ lessons });
  }
  const body = { lessonGroups };
  switch (target.kind) {
    case 'add': {
      const reply = target.subPartId
        ? await callApi(lessonsContract.addSubPartLessons, { params: { id: target.subPartId }, query: { courseId: target.courseId }, body })
        : await callApi(lessonsContract.createCourseContent, { body: { ...body, courseId: target.courseId, partId: target.partId } });
      return reply.message;
    }
    case 'subPart':
      return (await callApi(lessonsContract.updateSubPartLessons, { params: { id: target.subPartId }, query: { courseId: target.courseId }, body })).message;
    case 'lesson': {
      const lesson = lessonGroups[0]!.lessons[0]!;
      const reply = await callApi(lessonsContract.updateLesson, {
        params: { id: target.lessonId },
        query: { courseId: target.courseId },
        body: { ...lesson, groupNumber: values.groupNumber ?? 1 },
      });
      return reply.message;
    }
  }
}
