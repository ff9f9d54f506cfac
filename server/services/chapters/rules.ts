import { sql } from 'kysely';
import { chaptersContract } from '@/shared/api/contract';
import type { Db } from '../../db/database';
import type { ChapterRow, ChapterStatus } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';

const { CHAPTER_MESSAGES: M } = chaptersContract;
type ChapterInput = Omit<chaptersContract.ChapterInput, 'arabicSignId'> & { arabicSignId?: number | null };

export function toChapter(row: ChapterRow): chaptersContract.Chapter {
  return {
    id: row.id,
    courseId: row.course_id,
    titleAr: row.title_ar,
    titleEn: row.title_en,
    description: row.description,
    lessonCount: row.lesson_count,
    duration: row.duration,
    locked: row.locked === 1,
    videoTitle: row.video_title,
    ...(row.arabic_sign_id === null ? {} : { arabicSignId: row.arabic_sign_id }),
    type: row.type,
    status: row.status,
  };
}

/** The columns the form sets; the status is not among them. */
export const chapterColumns = (input: ChapterInput) => ({
  course_id: input.courseId,
  title_ar: input.titleAr.trim(),
  title_en: input.titleEn.trim(),
  description: input.description.trim(),
  lesson_count: input.lessonCount,
  duration: input.duration,
  locked: input.locked ? 1 : 0,
  video_title: input.videoTitle.trim(),
  arabic_sign_id: input.arabicSignId ?? null,
  type: input.type,
});

/** The list's course must exist. */
export async function requireCourse(db: Db, courseId: number): Promise<void> {
  const course = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
  if (!course) throw notFound(M.courseNotFound);
}

/**
 * What the form sends must fit what exists: a course, a playlist video of exactly that title, and
 * titles no other live chapter of the course already uses (the spec's failure text asks the user to
 * change the Arabic and English titles for this reason).
 */
export async function checkChapter(db: Db, input: ChapterInput, ownId: number | null): Promise<void> {
  const course = await db.selectFrom('courses').select('id').where('id', '=', input.courseId).executeTakeFirst();
  if (!course) throw badRequest(M.courseNotFound, { courseId: M.courseNotFound });

  const videoTitle = input.videoTitle.trim();
  const video = await db.selectFrom('playlist_videos').select('id').where('title', '=', videoTitle).executeTakeFirst();
  if (!video) {
    const message = chaptersContract.unknownVideoMessage(videoTitle);
    throw badRequest(message, { videoTitle: message });
  }

  let siblings = db
    .selectFrom('chapters')
    .select(['title_en', 'title_ar'])
    .where('course_id', '=', input.courseId)
    .where('status', '!=', 'DELETED')
    .where((eb) => eb.or([eb(sql`lower(title_en)`, '=', input.titleEn.trim().toLowerCase()), eb('title_ar', '=', input.titleAr.trim())]));
  if (ownId !== null) siblings = siblings.where('id', '!=', ownId);
  const clashes = await siblings.limit(2).execute();
  if (clashes.length === 0) return;
  const sameEnglish = clashes.some((clash) => clash.title_en.toLowerCase() === input.titleEn.trim().toLowerCase());
  const message = sameEnglish ? M.sameTitleEn : M.sameTitleAr;
  throw new HttpError(409, message, { fields: { [sameEnglish ? 'titleEn' : 'titleAr']: message } });
}

/** Which statuses a chapter may move to from its own; staying where it is always succeeds. */
const NEXT: Record<ChapterStatus, readonly ChapterStatus[]> = {
  NEW: ['PUBLISH', 'DELETED'],
  PUBLISH: ['UNPUBLISHED', 'DELETED'],
  UNPUBLISHED: ['PUBLISH', 'DELETED'],
  DELETED: [],
};

export function checkStatusChange(from: ChapterStatus, to: ChapterStatus): void {
  if (from === to || NEXT[from].includes(to)) return;
  throw new HttpError(409, chaptersContract.statusChangeRefusal(from, to));
}
