import { batchesContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { pictureSizeOf } from '../uploads/picture-size';
import type { BatchLessonContentTable } from './tables';

const { BATCH_MESSAGES: M, BATCH_LIMITS: L, startDateTextOf } = batchesContract;
type Values = batchesContract.LessonContentValues;
type Content = batchesContract.LessonContent;

/** Where a batch's assignment images are uploaded: private lesson images, held to the batch's tighter rules here. */
export const BATCH_IMAGE_CATEGORY = 'LESSON_IMAGE_PRIVATE';

/** An entry as its row keeps it: the lesson, its type, the rest as JSON. */
export function contentRow(values: Values, batchId: number, position: number): Omit<BatchLessonContentTable, 'id'> {
  const { lessonId, lessonType, ...own } = values;
  return { batch_id: batchId, lesson_id: lessonId, lesson_type: lessonType, content: JSON.stringify(own), position };
}

/** A stored entry as the contract has it; the images' signed links are made from their keys. */
export function contentOf(row: Pick<BatchLessonContentTable, 'lesson_id' | 'lesson_type' | 'content'>, signedUrl: (key: string) => string): Content {
  const own = JSON.parse(row.content) as Record<string, unknown>;
  const base = { lessonId: row.lesson_id };
  switch (row.lesson_type) {
    case 'VIDEO_LEC':
      return { ...base, lessonType: 'VIDEO_LEC', content: String(own.content), durationHours: Number(own.durationHours), durationMinutes: Number(own.durationMinutes) };
    case 'LIVE_SESSION': {
      const live = own.content as { link: string; linkType: 'INACTIVE' | 'PENDING' | 'LIVE' | 'RECORDING'; startDate: string; durationInMinutes: number };
      return { ...base, lessonType: 'LIVE_SESSION', content: { ...live, startDateText: startDateTextOf(live.startDate) } };
    }
    case 'ASSIGNMENT': {
      const assignment = own.content as { contentType: 'TEXT' | 'IMAGE'; value: string; images: string[]; type: ('TEXT' | 'AUDIO' | 'IMAGE')[] };
      return { ...base, lessonType: 'ASSIGNMENT', assignmentNumber: Number(own.assignmentNumber), content: { ...assignment, imageUrls: assignment.images.map(signedUrl) } };
    }
  }
}

/** The whole of a stored file, when it is small enough to be an image the batch may hold. */
async function readSmallFile(ctx: ServerContext, key: string): Promise<Buffer | 'tooLarge' | undefined> {
  const size = await ctx.storage.size(key);
  if (size === undefined) return undefined;
  if (size > L.imageBytes) return 'tooLarge';
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.storage.openRead(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Why an uploaded image breaks the batch's rules (under 1 MB, 50–1500 px wide, 20–1200 px high), or null. */
async function imageProblem(ctx: ServerContext, key: string): Promise<string | null> {
  const bytes = await readSmallFile(ctx, key);
  if (bytes === undefined) return M.imageNotUploaded;
  if (bytes === 'tooLarge') return M.imageTooLarge;
  const size = pictureSizeOf(bytes);
  if (!size) return M.imageUnreadable;
  const { width, height } = size;
  if (width < L.minWidth || width > L.maxWidth) return M.imageWidth;
  if (height < L.minHeight || height > L.maxHeight) return M.imageHeight;
  return null;
}

/**
 * Checks what the database must agree with, answering 400 with each entry's problem under its path
 * (`lessonContents.<n>.…`): each lesson is one of the course's, of the type sent, and named once; each
 * video is in the playlist; each image was uploaded by the signed flow and keeps the image rules.
 * Images the batch already holds are not read again.
 */
export async function checkContents(ctx: ServerContext, db: Db, courseId: number, entries: Values[], storedImages: ReadonlySet<string>): Promise<void> {
  const problems: Record<string, string> = {};
  const lessonIds = [...new Set(entries.map((entry) => entry.lessonId))];
  const lessons = lessonIds.length
    ? await db.selectFrom('lessons').select(['id', 'type']).where('course_id', '=', courseId).where('id', 'in', lessonIds).execute()
    : [];
  const typeOf = new Map(lessons.map((lesson) => [lesson.id, lesson.type]));
  const videoIds = [...new Set(entries.flatMap((entry) => (entry.lessonType === 'VIDEO_LEC' ? [entry.content] : [])))];
  const videos = videoIds.length ? await db.selectFrom('playlist_videos').select('id').where('id', 'in', videoIds).execute() : [];
  const knownVideos = new Set(videos.map((video) => video.id));
  const newImages = [...new Set(entries.flatMap((entry) => (entry.lessonType === 'ASSIGNMENT' ? entry.content.images : [])))].filter((key) => !storedImages.has(key));
  const uploads = newImages.length
    ? await db.selectFrom('uploads').select(['image_key', 'category', 'stored']).where('image_key', 'in', newImages).execute()
    : [];
  const uploaded = new Set(uploads.filter((upload) => upload.stored === 1 && upload.category === BATCH_IMAGE_CATEGORY).map((upload) => upload.image_key));
  const imageProblems = new Map<string, string | null>();
  for (const key of newImages) imageProblems.set(key, uploaded.has(key) ? await imageProblem(ctx, key) : M.imageNotUploaded);

  const seen = new Set<number>();
  for (const [index, entry] of entries.entries()) {
    const path = `lessonContents.${index}.`;
    const type = typeOf.get(entry.lessonId);
    if (type === undefined) problems[`${path}lessonId`] = M.notCourseLesson;
    else if (type !== entry.lessonType) problems[`${path}lessonType`] = M.typeMismatch;
    if (seen.has(entry.lessonId)) problems[`${path}lessonId`] = M.repeatedLesson;
    seen.add(entry.lessonId);
    if (entry.lessonType === 'VIDEO_LEC' && !knownVideos.has(entry.content)) problems[`${path}content`] = M.unknownVideo;
    if (entry.lessonType === 'ASSIGNMENT') {
      const problem = entry.content.images.map((key) => imageProblems.get(key)).find(Boolean);
      if (problem) problems[`${path}content.images`] = problem;
    }
  }
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}
