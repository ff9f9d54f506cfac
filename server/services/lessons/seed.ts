import { lessonsContract } from '@/shared/api/contract';
import type { Db } from '../../db/database';
import { findScope, writeLesson, type Scope } from './store';

type Values = lessonsContract.LessonValues;

const VIDEOS = ['vid-tajweed-intro', 'vid-makharij-throat', 'vid-makharij-tongue', 'vid-noon-sakinah', 'vid-meem-sakinah', 'vid-madd-basics'];
const STATUSES = ['PUBLISH', 'NEW', 'UNPUBLISHED'] as const;

const openQuestion = (title: string, mins: number) =>
  lessonsContract.attributeInput.parse({
    title,
    appearanceTimeMins: mins,
    appearanceTimeSeconds: 30,
    containsUserInput: true,
    interactionType: 'OPEN_ENDED',
    value: 'Which letter did you find hardest to pronounce, and why?',
  });

const objectiveQuestion = (title: string, mins: number) =>
  lessonsContract.attributeInput.parse({
    title,
    appearanceTimeMins: mins,
    appearanceTimeSeconds: 0,
    containsUserInput: true,
    interactionType: 'OBJECTIVE',
    value: 'Check what you have learnt so far.',
    questions: [
      {
        questionText: 'How many letters are pronounced from the throat?',
        options: [
          { optionText: 'Six', isCorrect: true },
          { optionText: 'Four', isCorrect: false },
          { optionText: 'Eight', isCorrect: false },
        ],
      },
    ],
  });

/** Two groups in each place: a video and an assignment, then a live session. */
function lessonsFor(topic: string, index: number, withAttributes: boolean): Values[][] {
  const video: Values = {
    type: 'VIDEO_LEC',
    name: `${topic}: the lesson`,
    titleAr: `الدرس المرئي ${index + 1}`,
    isContentDynamic: 'false',
    thumbnailPath: null,
    content: VIDEOS[index % VIDEOS.length]!,
    durationHrs: 0,
    durationMins: 20 + index,
    attributes: withAttributes ? [openQuestion('Pause and reflect', 4), objectiveQuestion('Quick check', 12)] : [],
  };
  const assignment: Values = {
    type: 'ASSIGNMENT',
    name: `${topic}: recite and send`,
    titleAr: `الواجب ${index + 1}`,
    isContentDynamic: 'true',
    thumbnailPath: null,
    number: index + 1,
    assignment: {
      contentType: 'TEXT',
      value: `Record yourself reciting the passage of "${topic}" slowly, then send the recording.`,
      images: [],
      type: ['AUDIO', 'TEXT'],
    },
    attributes: withAttributes ? [openQuestion('Before you record', 0)] : [],
  };
  const live: Values = {
    type: 'LIVE_SESSION',
    name: `${topic}: live questions`,
    titleAr: `الجلسة المباشرة ${index + 1}`,
    isContentDynamic: 'false',
    thumbnailPath: null,
    content: `https://example.com/live/session-${index + 1}`,
    linkType: (['PENDING', 'LIVE', 'RECORDING', 'INACTIVE'] as const)[index % 4]!,
    durationInMinutes: 45,
    startDateText: '11:00 AM UTC',
    startDate: `2026-0${(index % 9) + 1}-15T11:00:00`,
    attributes: withAttributes ? [objectiveQuestion('Warm-up', 1)] : [],
  };
  return [[video, assignment], [live]];
}

/**
 * Lessons of all three types in every place a course holds them: each sub-part of a course with
 * sub-parts, each part of one with parts only, the course itself otherwise. BASIC courses' lessons
 * have no attributes.
 */
export async function seedLessons(db: Db, now: number): Promise<void> {
  const courses = await db.selectFrom('courses').select(['id', 'title', 'type']).orderBy('id').execute();
  let index = 0;
  const at = new Date(now).toISOString();
  for (const course of courses) {
    const parts = await db.selectFrom('course_parts').select(['id', 'name']).where('course_id', '=', course.id).orderBy('position').execute();
    const places: { scope: Scope; topic: string }[] = [];
    if (parts.length === 0) places.push({ scope: await findScope(db, course.id), topic: course.title });
    for (const part of parts) {
      const subParts = await db.selectFrom('course_sub_parts').select(['id', 'name']).where('part_id', '=', part.id).orderBy('position').execute();
      if (subParts.length === 0) places.push({ scope: await findScope(db, course.id, part.id), topic: part.name });
      for (const subPart of subParts) places.push({ scope: await findScope(db, course.id, part.id, subPart.id), topic: subPart.name });
    }
    for (const { scope, topic } of places) {
      const groups = lessonsFor(topic, index, course.type !== 'BASIC');
      for (const [groupIndex, group] of groups.entries()) {
        for (const [position, values] of group.entries()) {
          const id = await writeLesson(db, scope, values, { groupNumber: groupIndex + 1, position }, at);
          await db.updateTable('lessons').set({ status: STATUSES[(id - 1) % STATUSES.length]! }).where('id', '=', id).execute();
        }
      }
      index += 1;
    }
  }
}
