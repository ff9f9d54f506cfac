import { coursesContract } from '@/shared/api/contract';
import type { Db } from './database';
import { DEMO_COURSES, DEMO_DISCOUNTS, DEMO_PLAYLIST } from './seed-data';
import { insertCourse, settleCourse } from '../services/courses';

const DAY = 24 * 60 * 60 * 1000;
const dateIn = (now: number, days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);

/** The playlist, the demo courses with their parts and sub-parts, and two discounts (one published). */
export async function seedCourses(db: Db, now: number): Promise<void> {
  await db
    .insertInto('playlist_videos')
    .values(DEMO_PLAYLIST.map((video, position) => ({ id: video.id, title: video.title, position })))
    .execute();

  const instructors = await db.selectFrom('instructors').select(['id', 'user_id']).execute();
  const instructorOf = new Map(instructors.map((row) => [row.user_id, row.id]));
  const courseIds = new Map<string, number>();
  for (const [index, seed] of DEMO_COURSES.entries()) {
    const { instructorUserIds, parts = [], ...rest } = seed;
    const input = coursesContract.courseInput.parse({
      ...rest,
      instructorIds: instructorUserIds.map((userId) => instructorOf.get(userId)),
      parts: parts.map(({ subParts: _subParts, ...part }) => part),
    });
    const created = new Date(now - (60 - index) * DAY).toISOString();
    const id = await insertCourse(db, settleCourse(input), created);
    courseIds.set(seed.basicInfo.title, id);

    const stored = await db.selectFrom('course_parts').select('id').where('course_id', '=', id).orderBy('position').execute();
    const subParts = parts.flatMap((part, partIndex) =>
      (part.subParts ?? []).map((subPart, position) => ({
        part_id: stored[partIndex]!.id,
        position,
        name: subPart.name,
        short_description: subPart.shortDescription,
        long_description: '',
        thumbnail_key: null,
      })),
    );
    if (subParts.length > 0) await db.insertInto('course_sub_parts').values(subParts).execute();
  }

  for (const [index, seed] of DEMO_DISCOUNTS.entries()) {
    const created = new Date(now - (30 - index) * DAY).toISOString();
    const { id } = await db
      .insertInto('discounts')
      .values({
        name: seed.name,
        type: seed.type,
        value: seed.value,
        start_at: dateIn(now, seed.startsInDays),
        expires_at: dateIn(now, seed.expiresInDays),
        is_active: seed.active ? 1 : 0,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attached = seed.courses.map((title) => courseIds.get(title)).filter((courseId) => courseId !== undefined);
    if (attached.length > 0) await db.updateTable('courses').set({ discount_id: id }).where('id', 'in', attached).execute();
  }
}
