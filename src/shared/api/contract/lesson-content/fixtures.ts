import type { LessonContent } from './lessonContent';

/** Theory of one demo lesson (id 11), in every status, as the list shows it. */
export const lessonContentFixtures: LessonContent[] = [
  {
    id: 3,
    lessonId: 11,
    title: { en: 'The throat letters', ar: 'حروف الحلق' },
    description: 'Where the six throat letters are pronounced, from the deepest to the nearest.',
    audioPath: 'audio/throat-letters',
    audioPathUrl: '/api/storage/files/audio/throat-letters',
    status: 'UNPUBLISHED',
  },
  {
    id: 2,
    lessonId: 11,
    title: { en: 'Heavy and light letters', ar: 'الحروف المفخمة والمرققة' },
    description: 'The seven letters that are always heavy, and the letters that change.',
    audioPath: 'audio/heavy-light',
    audioPathUrl: '/api/storage/files/audio/heavy-light',
    status: 'PUBLISH',
  },
  {
    id: 1,
    lessonId: 11,
    title: { en: 'Points of articulation', ar: 'مخارج الحروف' },
    description: 'An overview of the five areas where the letters are articulated.',
    audioPath: null,
    audioPathUrl: null,
    status: 'NEW',
  },
];
