import type { Db } from '../../db/database';
import type { CourseDraft, ExistingCourse } from './draft';
import { courseColumns, type CourseRecord } from './mapping';

/** The instructors of some courses in their order, by course id. */
export async function instructorsOf(db: Db, courseIds: readonly number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byCourse = new Map<number, { id: number; name: string }[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .selectFrom('course_instructors as ci')
    .innerJoin('instructors as i', 'i.id', 'ci.instructor_id')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['ci.course_id', 'i.id', 'u.fullname'])
    .where('ci.course_id', 'in', [...courseIds])
    .orderBy('ci.course_id')
    .orderBy('ci.position')
    .execute();
  for (const row of rows) {
    const list = byCourse.get(row.course_id) ?? [];
    list.push({ id: row.id, name: row.fullname });
    byCourse.set(row.course_id, list);
  }
  return byCourse;
}

export async function loadExisting(db: Db, id: number): Promise<ExistingCourse | undefined> {
  const row = await db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const parts = await db.selectFrom('course_parts').selectAll().where('course_id', '=', id).orderBy('position').execute();
  return { row, parts };
}

export async function loadCourse(db: Db, id: number): Promise<CourseRecord | undefined> {
  const existing = await loadExisting(db, id);
  if (!existing) return undefined;
  const { row } = existing;
  const discount = row.discount_id
    ? ((await db.selectFrom('discounts').selectAll().where('id', '=', row.discount_id).executeTakeFirst()) ?? null)
    : null;
  const video = row.intro_video_id
    ? await db.selectFrom('playlist_videos').select('title').where('id', '=', row.intro_video_id).executeTakeFirst()
    : undefined;
  const instructors = (await instructorsOf(db, [id])).get(id) ?? [];
  return { row, parts: existing.parts, instructors, discount, videoTitle: video?.title ?? null };
}

async function saveInstructors(db: Db, courseId: number, instructorIds: readonly number[]): Promise<void> {
  await db.deleteFrom('course_instructors').where('course_id', '=', courseId).execute();
  const unique = [...new Set(instructorIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('course_instructors')
    .values(unique.map((instructorId, position) => ({ course_id: courseId, instructor_id: instructorId, position })))
    .execute();
}

/** Updates the parts that keep their id, adds the new ones and removes the rest (with their sub-parts). */
async function saveParts(db: Db, courseId: number, parts: CourseDraft['parts']): Promise<void> {
  const kept = parts.flatMap((part) => (part.id === null ? [] : [part.id]));
  let removal = db.deleteFrom('course_parts').where('course_id', '=', courseId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const [position, part] of parts.entries()) {
    const values = {
      position,
      name: part.name,
      short_description: part.shortDescription,
      long_description: part.longDescription,
      thumbnail_key: part.thumbnailPath,
    };
    if (part.id === null) await db.insertInto('course_parts').values({ ...values, course_id: courseId }).execute();
    else await db.updateTable('course_parts').set(values).where('id', '=', part.id).where('course_id', '=', courseId).execute();
  }
}

export async function insertCourse(db: Db, draft: CourseDraft, nowIso: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('courses')
      .values({
        ...courseColumns(draft),
        is_published: draft.basicInfo.isPublished ? 1 : 0,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveInstructors(trx, id, draft.instructorIds);
    await saveParts(trx, id, draft.parts);
    return id;
  });
}

/** Saves a checked draft over a course; its publish state and discount stay as they are. */
export async function updateCourse(db: Db, id: number, draft: CourseDraft, nowIso: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('courses')
      .set({ ...courseColumns(draft), updated_at: nowIso })
      .where('id', '=', id)
      .execute();
    await saveInstructors(trx, id, draft.instructorIds);
    await saveParts(trx, id, draft.parts);
  });
}

/** The ids among `ids` that name no course. */
export async function missingCourses(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom('courses').select('id').where('id', 'in', [...ids]).execute();
  const present = new Set(found.map((row) => row.id));
  return ids.filter((id) => !present.has(id));
}
