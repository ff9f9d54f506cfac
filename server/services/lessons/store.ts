import { lessonsContract } from '@/shared/api/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { attributeColumns, keysOf, lessonColumns, storedKeysOf, toLesson, type LessonExtras } from './mapping';
import type { LessonRowData } from './tables';

const { LESSON_MESSAGES: M } = lessonsContract;
type LessonValues = lessonsContract.LessonValues;
type Groups = { lessons: LessonValues[] }[];

/** Where lessons hang: the course itself, one of its parts, or one of its sub-parts. */
export interface Scope {
  courseId: number;
  courseType: 'MASTERCLASS' | 'BASIC';
  containParts: boolean;
  containSubParts: boolean;
  partId: number | null;
  subPartId: number | null;
}

/** Finds the course, part and sub-part a call names, each belonging to the one before. */
export async function findScope(db: Db, courseId: number, partId?: number | null, subPartId?: number | null): Promise<Scope> {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'type', 'contain_parts', 'contain_sub_parts'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw notFound(M.courseNotFound);
  const scope: Scope = {
    courseId,
    courseType: course.type,
    containParts: course.contain_parts === 1,
    containSubParts: course.contain_sub_parts === 1,
    partId: null,
    subPartId: null,
  };
  if (subPartId) {
    const subPart = await db
      .selectFrom('course_sub_parts')
      .innerJoin('course_parts', 'course_parts.id', 'course_sub_parts.part_id')
      .select(['course_sub_parts.id', 'course_sub_parts.part_id'])
      .where('course_sub_parts.id', '=', subPartId)
      .where('course_parts.course_id', '=', courseId)
      .executeTakeFirst();
    if (!subPart || (partId && partId !== subPart.part_id)) throw notFound(M.subPartNotFound);
    return { ...scope, partId: subPart.part_id, subPartId };
  }
  if (partId) {
    const part = await db.selectFrom('course_parts').select('id').where('id', '=', partId).where('course_id', '=', courseId).executeTakeFirst();
    if (!part) throw notFound(M.partNotFound);
    return { ...scope, partId };
  }
  return scope;
}

/** New lessons go where the course's outline puts them: in a sub-part, a part, or the course. */
export async function checkWritableScope(db: Db, scope: Scope): Promise<void> {
  if (scope.containParts && !scope.partId) throw badRequest(M.partRequired, { partId: M.partRequired });
  if (!scope.containParts && scope.partId) throw badRequest(M.noParts, { partId: M.noParts });
  if (scope.partId && !scope.subPartId && scope.containSubParts) {
    // A part without sub-parts holds its lessons itself, even in a course with sub-parts.
    const subPart = await db.selectFrom('course_sub_parts').select('id').where('part_id', '=', scope.partId).limit(1).executeTakeFirst();
    if (subPart) throw badRequest(M.subPartRequired, { subPartId: M.subPartRequired });
  }
}

/** The lessons hanging directly on the scope (not those of its parts or sub-parts), in order. */
export function lessonsIn(db: Db, scope: Pick<Scope, 'courseId' | 'partId' | 'subPartId'>) {
  let query = db.selectFrom('lessons').selectAll().where('course_id', '=', scope.courseId);
  query = scope.partId === null ? query.where('part_id', 'is', null) : query.where('part_id', '=', scope.partId);
  query = scope.subPartId === null ? query.where('sub_part_id', 'is', null) : query.where('sub_part_id', '=', scope.subPartId);
  return query.orderBy('group_number').orderBy('position').orderBy('id');
}

/**
 * Checks what the database must agree with, answering 400 with each field's problem under its path
 * (`prefix` + the lesson's own path): the playlist video, the uploads, and no attributes on BASIC.
 */
export async function checkLessons(db: Db, scope: Scope, lessons: { path: string; values: LessonValues; stored?: LessonRowData }[]) {
  const problems: Record<string, string> = {};
  const videoIds = [...new Set(lessons.flatMap(({ values }) => (values.type === 'VIDEO_LEC' ? [values.content] : [])))];
  const videos = videoIds.length ? await db.selectFrom('playlist_videos').select('id').where('id', 'in', videoIds).execute() : [];
  const knownVideos = new Set(videos.map((video) => video.id));

  const keys = lessons.flatMap(({ path, values, stored }) => {
    const known = new Set(stored ? storedKeysOf(stored) : []);
    return keysOf(values)
      .filter((entry) => !known.has(entry.key))
      .map((entry) => ({ ...entry, path: `${path}${entry.field}` }));
  });
  const uploads = keys.length
    ? await db.selectFrom('uploads').select(['image_key', 'category', 'stored']).where('image_key', 'in', [...new Set(keys.map((k) => k.key))]).execute()
    : [];
  const byKey = new Map(uploads.map((upload) => [upload.image_key, upload]));
  for (const entry of keys) {
    const upload = byKey.get(entry.key);
    if (!upload || upload.stored !== 1 || upload.category !== entry.category) problems[entry.path] = M.imageNotUploaded;
  }
  for (const { path, values } of lessons) {
    if (values.type === 'VIDEO_LEC' && !knownVideos.has(values.content)) problems[`${path}content`] = M.unknownVideo;
    if (scope.courseType === 'BASIC' && values.attributes.length > 0) problems[`${path}attributes`] = M.basicNoAttributes;
  }
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

/** Writes a lesson's columns and replaces its attributes; returns its id. */
export async function writeLesson(
  trx: Db,
  scope: Scope,
  values: LessonValues,
  place: { groupNumber: number; position: number; existingId?: number },
  now: string,
): Promise<number> {
  const columns = { ...lessonColumns(values), group_number: place.groupNumber, position: place.position, updated_at: now };
  let id = place.existingId;
  if (id === undefined) {
    const row = await trx
      .insertInto('lessons')
      .values({ ...columns, course_id: scope.courseId, part_id: scope.partId, sub_part_id: scope.subPartId, status: 'NEW', locked: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } else {
    await trx.updateTable('lessons').set(columns).where('id', '=', id).execute();
    await trx.deleteFrom('lesson_attributes').where('lesson_id', '=', id).execute();
  }
  const lessonId = id;
  if (values.attributes.length > 0) {
    await trx
      .insertInto('lesson_attributes')
      .values(values.attributes.map((attribute, position) => attributeColumns(attribute, lessonId, position)))
      .execute();
  }
  return lessonId;
}

/** Adds groups after the scope's last group; answers the new ids in order. */
export async function appendGroups(db: Db, scope: Scope, groups: Groups, now: string): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const last = await lessonsIn(trx, scope).clearSelect().clearOrderBy().select((eb) => eb.fn.max('group_number').as('last')).executeTakeFirst();
    const start = Number(last?.last ?? 0);
    const ids: number[] = [];
    for (const [groupIndex, group] of groups.entries()) {
      for (const [position, values] of group.lessons.entries()) {
        ids.push(await writeLesson(trx, scope, values, { groupNumber: start + groupIndex + 1, position }, now));
      }
    }
    return ids;
  });
}

/** Reads lessons with their attributes, video titles and exercise flags, in the order given. */
export async function readLessons(db: Db, rows: LessonRowData[], urls: Pick<LessonExtras, 'publicUrl' | 'signedUrl'>) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const attributes = await db.selectFrom('lesson_attributes').selectAll().where('lesson_id', 'in', ids).orderBy('lesson_id').orderBy('position').execute();
  const videoIds = [...new Set(rows.filter((row) => row.type === 'VIDEO_LEC').map((row) => row.content))];
  const videos = videoIds.length ? await db.selectFrom('playlist_videos').select(['id', 'title']).where('id', 'in', videoIds).execute() : [];
  const titleOf = new Map(videos.map((video) => [video.id, video.title]));
  const exercises = await exerciseGroups(db, rows);
  return rows.map((row) =>
    toLesson(row, {
      ...urls,
      attributes: attributes.filter((attribute) => attribute.lesson_id === row.id),
      videoTitle: row.type === 'VIDEO_LEC' ? (titleOf.get(row.content) ?? null) : null,
      hasExercise: exercises.has(groupKey(row)),
    }),
  );
}

const groupKey = (row: Pick<LessonRowData, 'course_id' | 'part_id' | 'sub_part_id' | 'group_number'>) =>
  `${row.course_id}/${row.part_id ?? ''}/${row.sub_part_id ?? ''}/${row.group_number}`;

/** The groups of these lessons' courses that hold an exercise: their lessons have one. */
async function exerciseGroups(db: Db, rows: LessonRowData[]): Promise<Set<string>> {
  const courseIds = [...new Set(rows.map((row) => row.course_id))];
  const exercises = await db
    .selectFrom('lessons')
    .select(['course_id', 'part_id', 'sub_part_id', 'group_number'])
    .where('course_id', 'in', courseIds)
    .where('type', '=', 'PRACTICE_ASSIGN')
    .execute();
  return new Set(exercises.map(groupKey));
}
