import { levelSession, weeklyLesson } from './curriculum';

/**
 * Courses whose chats are counted in weeks and assignments, with the program name the chat header
 * shows for each. Every other course is counted in levels and sessions. The spec fixes which courses
 * these are but not their names: the names here stand in until the product gives them.
 */
export const WEEKLY_PROGRAMS: Readonly<Record<number, string>> = {
  1: 'Weekly Program (course 1)',
  5: 'Weekly Program (course 5)',
};

/** What a conversation says about the lesson it is about. */
export interface LessonRef {
  courseId: number;
  /** Week of a weekly course; when absent, `levelId` is read as the week. */
  weekNumber?: number | null;
  levelId?: number | null;
  /** Session within a level; when absent, `assignmentNumber` is read as the session. */
  exerciseId?: number | null;
  assignmentNumber?: number | null;
}

export type LessonUnit = 'Week' | 'Assignment' | 'Level' | 'Session';

/** One half of the header label: a unit and its number (null when the conversation has none). */
export interface LessonLabelPart {
  unit: LessonUnit;
  number: number | null;
}

export interface LessonHeading {
  scheme: 'weekly' | 'level';
  /** The program name of a weekly course; null for courses counted in levels. */
  programName: string | null;
  parts: readonly [LessonLabelPart, LessonLabelPart];
  /** 'Week n/Assignment m' or 'Level n/Session m'. */
  label: string;
  /** The lesson's passage from the bundled table, or null when the table has no such lesson. */
  arabicTitle: string | null;
}

const known = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

function heading(
  scheme: LessonHeading['scheme'],
  programName: string | null,
  parts: LessonHeading['parts'],
  arabicTitle: string | undefined,
): LessonHeading {
  const label = parts.map((part) => (part.number === null ? part.unit : `${part.unit} ${part.number}`)).join('/');
  return { scheme, programName, parts, label, arabicTitle: arabicTitle ?? null };
}

/**
 * The chat header's lesson line for a conversation: weekly courses (ids 1 and 5) show
 * 'Week n/Assignment m' and their program name and take the passage from the weekly table by week and
 * assignment number; every other course shows 'Level n/Session m' and takes it from the level table
 * by level and exercise.
 */
export function lessonHeading(ref: LessonRef): LessonHeading {
  const programName = WEEKLY_PROGRAMS[ref.courseId];
  if (programName !== undefined) {
    const week = known(ref.weekNumber) ?? known(ref.levelId);
    const assignment = known(ref.assignmentNumber);
    const lesson = week !== null && assignment !== null ? weeklyLesson(week, assignment) : undefined;
    return heading('weekly', programName, [{ unit: 'Week', number: week }, { unit: 'Assignment', number: assignment }], lesson?.arabicTitle);
  }
  const level = known(ref.levelId);
  const session = known(ref.exerciseId) ?? known(ref.assignmentNumber);
  const lesson = level !== null && session !== null ? levelSession(level, session) : undefined;
  return heading('level', null, [{ unit: 'Level', number: level }, { unit: 'Session', number: session }], lesson?.arabicTitle);
}
