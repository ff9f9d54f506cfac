import type { Profile } from '../auth';
import { lessonRowOf, type Lesson, type LessonAttribute, type LessonRow, type NameSummary, type SubPart } from './lessons';

/**
 * Sample replies of the lesson calls for stories, matching the demo seed: Tajweed Basics (course 1)
 * has parts 1–3, part 1 the sub-parts The Throat (1) and The Tongue (2); the Throat's lessons are a
 * video and an assignment in group 1 and a live session in group 2.
 */
export const lessonPartFixtures: Readonly<Record<number, NameSummary[]>> = {
  1: [
    { id: 1, name: 'Points of Articulation' },
    { id: 2, name: 'Noon and Meem Sakinah' },
    { id: 3, name: 'Madd' },
  ],
  3: [
    { id: 4, name: 'Nouns' },
    { id: 5, name: 'Verbs' },
  ],
};

export const lessonSubPartFixtures: Readonly<Record<number, NameSummary[]>> = {
  1: [
    { id: 1, name: 'The Throat' },
    { id: 2, name: 'The Tongue' },
  ],
  2: [
    { id: 3, name: 'Noon Sakinah and Tanween' },
    { id: 4, name: 'Meem Sakinah' },
  ],
  3: [],
};

const openQuestion: LessonAttribute = {
  id: 1,
  title: 'Pause and reflect',
  appearanceTime: '4m 30s',
  appearanceTimeMins: 4,
  appearanceTimeSeconds: 30,
  containsUserInput: true,
  interactionType: 'OPEN_ENDED',
  value: 'Which letter did you find hardest to pronounce, and why?',
  questions: [],
};

const objectiveQuestion: LessonAttribute = {
  id: 2,
  title: 'Quick check',
  appearanceTime: '12m 0s',
  appearanceTimeMins: 12,
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
};

const place = { courseId: 1, partId: 1, subPartId: 1, sectionId: 1, hasExercise: false, locked: false, thumbnailPath: null, thumbnailUrl: null };

export const videoLessonFixture: Lesson = {
  ...place,
  id: 1,
  type: 'VIDEO_LEC',
  groupNumber: 1,
  position: 0,
  name: 'The Throat: the lesson',
  titleAr: 'الدرس المرئي 1',
  title: { en: 'The Throat: the lesson', ar: 'الدرس المرئي 1' },
  status: 'PUBLISH',
  isContentDynamic: 'false',
  content: 'vid-makharij-throat',
  videoTitle: 'Makharij: The Throat Letters',
  durationHrs: 0,
  durationMins: 20,
  duration: '0h 20m',
  attributes: [openQuestion, objectiveQuestion],
};

export const assignmentLessonFixture: Lesson = {
  ...place,
  id: 2,
  type: 'ASSIGNMENT',
  groupNumber: 1,
  position: 1,
  name: 'The Throat: recite and send',
  titleAr: 'الواجب 1',
  title: { en: 'The Throat: recite and send', ar: 'الواجب 1' },
  status: 'NEW',
  isContentDynamic: 'true',
  content: '',
  number: 1,
  assignment: {
    contentType: 'TEXT',
    value: 'Record yourself reciting the passage of "The Throat" slowly, then send the recording.',
    images: [],
    imageUrls: [],
    type: ['AUDIO', 'TEXT'],
  },
  attributes: [{ ...openQuestion, id: 3, title: 'Before you record', appearanceTime: '0m 30s', appearanceTimeMins: 0 }],
};

export const liveLessonFixture: Lesson = {
  ...place,
  id: 3,
  type: 'LIVE_SESSION',
  groupNumber: 2,
  position: 0,
  name: 'The Throat: live questions',
  titleAr: 'الجلسة المباشرة 1',
  title: { en: 'The Throat: live questions', ar: 'الجلسة المباشرة 1' },
  status: 'UNPUBLISHED',
  isContentDynamic: 'false',
  content: 'https://example.com/live/session-1',
  linkType: 'PENDING',
  durationInMinutes: 45,
  startDateText: '11:00 AM UTC',
  startDate: '2026-01-15T11:00:00',
  attributes: [{ ...objectiveQuestion, id: 4, title: 'Warm-up', appearanceTime: '1m 0s', appearanceTimeMins: 1 }],
};

export const throatLessonFixtures: Lesson[] = [videoLessonFixture, assignmentLessonFixture, liveLessonFixture];

/** The list rows of these lessons, as GET course-content/lesson/list answers them. */
export function lessonRowsOf(lessons: readonly Lesson[]): LessonRow[] {
  return lessons.map(lessonRowOf);
}

/** A sub-part holding these lessons in their groups. */
export function subPartOf(lessons: readonly Lesson[], id = 1): SubPart {
  const groups = new Map<number, Lesson[]>();
  for (const lesson of lessons) groups.set(lesson.groupNumber, [...(groups.get(lesson.groupNumber) ?? []), lesson]);
  return {
    id,
    partId: 1,
    name: 'The Throat',
    shortDescription: 'The six throat letters.',
    longDescription: '',
    thumbnail: null,
    lessonGroup: [...groups].map(([groupNumber, groupLessons]) => ({ groupNumber, lessons: groupLessons })),
  };
}

export const throatSubPartFixture: SubPart = subPartOf(throatLessonFixtures);

/** `count` lessons of the three types in turn, five to a group, for measuring the form with many lessons. */
export function manyLessons(count: number): Lesson[] {
  const kinds = throatLessonFixtures;
  return Array.from({ length: count }, (_, index) => {
    const model = kinds[index % kinds.length]!;
    const name = `Lesson ${index + 1}: ${model.name}`;
    return { ...model, id: 1000 + index, groupNumber: Math.floor(index / 5) + 1, position: index % 5, name, title: { ...model.title, en: name } };
  });
}

/** The demo instructor (group 11): academy list, view, add and edit, no delete, no publish. */
export const instructorProfileFixture: Profile = {
  userId: 4,
  fullname: 'Bilal Ahmed',
  username: 'instructor@example.com',
  groupId: 11,
  securityPermissions: {
    COURSES: 15,
    CHAPTERS: 15,
    LESSONS: 15,
    EXERCISES: 15,
    INSTRUCTORS: 15,
    COURSE_AUDIO: 15,
    DISCOUNTS: 15,
    BATCHES: 15,
  },
  mustChangePassword: false,
};
