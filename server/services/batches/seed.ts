import { batchesContract } from '@/shared/api/contract';
import type { Db } from '../../db/database';
import { contentRow } from './contents';

const DAY = 24 * 60 * 60 * 1000;
const VIDEOS = ['vid-tajweed-intro', 'vid-makharij-throat', 'vid-makharij-tongue', 'vid-noon-sakinah', 'vid-meem-sakinah', 'vid-madd-basics'];
const LINK_TYPES = ['RECORDING', 'LIVE', 'PENDING'] as const;

type Lesson = { id: number; type: string };

/** What a batch gives for each of the course's lessons, the n-th batch's sessions a week apart from its start. */
function contentsFor(lessons: Lesson[], startedAt: number, batchNumber: number): batchesContract.LessonContentValues[] {
  let assignments = 0;
  return lessons.flatMap((lesson, index): batchesContract.LessonContentValues[] => {
    switch (lesson.type) {
      case 'VIDEO_LEC':
        return [{ lessonId: lesson.id, lessonType: 'VIDEO_LEC', content: VIDEOS[index % VIDEOS.length]!, durationHours: index % 2, durationMinutes: 15 + ((index * 5) % 45) }];
      case 'LIVE_SESSION': {
        const day = new Date(startedAt + (index + 1) * 7 * DAY).toISOString().slice(0, 10);
        return [
          {
            lessonId: lesson.id,
            lessonType: 'LIVE_SESSION',
            content: { link: `https://example.com/live/batch-${batchNumber}-${lesson.id}`, linkType: LINK_TYPES[index % LINK_TYPES.length]!, startDate: `${day}T11:00:00`, durationInMinutes: 45 },
          },
        ];
      }
      case 'ASSIGNMENT':
        assignments += 1;
        return [
          {
            lessonId: lesson.id,
            lessonType: 'ASSIGNMENT',
            assignmentNumber: assignments,
            content: { contentType: 'TEXT', value: `Recite the passage of week ${assignments} slowly and send the recording.`, images: [], type: ['AUDIO', 'TEXT'] },
          },
        ];
      default:
        return [];
    }
  });
}

/**
 * For every course that exists when it runs, an older finished batch and a running one, each holding
 * a content for each of the course's lessons (videos, live sessions and assignments as the lessons are).
 */
export async function seedBatches(db: Db, now: number): Promise<void> {
  const courses = await db.selectFrom('courses').select('id').orderBy('id').execute();
  for (const [index, course] of courses.entries()) {
    const lessons = await db
      .selectFrom('lessons')
      .select(['id', 'type'])
      .where('course_id', '=', course.id)
      .where('type', '!=', 'PRACTICE_ASSIGN')
      .orderBy('part_id')
      .orderBy('sub_part_id')
      .orderBy('group_number')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const runs = [
      { status: 'FINISHED' as const, startedAt: now - (150 + index) * DAY, students: 20 + index },
      { status: 'RUNNING' as const, startedAt: now - (20 + index) * DAY, students: 12 + index },
    ];
    for (const [number, run] of runs.entries()) {
      const at = new Date(run.startedAt).toISOString();
      const batch = await db
        .insertInto('batches')
        .values({ course_id: course.id, status: run.status, no_of_students: run.students, started_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const contents = contentsFor(lessons, run.startedAt, number + 1);
      if (contents.length > 0) {
        await db.insertInto('batch_lesson_contents').values(contents.map((entry, position) => contentRow(entry, batch.id, position))).execute();
      }
    }
  }
}
