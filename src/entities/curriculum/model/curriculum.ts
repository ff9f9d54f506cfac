import { BASMALA, CHAPTERS, LEVEL_PLAN, WEEKLY_PLAN, type PlannedLesson } from './curriculumData.generated';

/** A verse by chapter and verse number. */
export interface VerseRef {
  chapter: number;
  verse: number;
}

/** One lesson of a bundled curriculum table, with the fields the spec names. */
export interface CurriculumLesson {
  /** The week number (weekly table) or the level number (level table). */
  levelId: number;
  /** Position within the week or level, from 1. */
  id: number;
  /** 'Week N' in the weekly table, 'Session n' in the level table. */
  title: string;
  /**
   * The scripture passage: fully vowelled verses, each followed by its bracketed number
   * (for example ﴿٣﴾), one line per chapter; a chapter read from its start opens with the basmala.
   */
  arabicTitle: string;
  /** Always equal to `id`. */
  assignmentNumber: number;
  /** The passage's first and last verse. */
  from: VerseRef;
  to: VerseRef;
}

/** The passage a planned lesson reads, assembled from the bundled verses. */
function passageText([, , fromChapter, fromVerse, toChapter, toVerse]: PlannedLesson): string {
  const first = CHAPTERS.findIndex(([chapter]) => chapter === fromChapter);
  const last = CHAPTERS.findIndex(([chapter]) => chapter === toChapter);
  if (first < 0 || last < first) throw new Error(`No bundled text for ${fromChapter}:${fromVerse}-${toChapter}:${toVerse}`);
  return CHAPTERS.slice(first, last + 1)
    .map(([chapter, opensWithBasmala, verses]) => {
      const start = chapter === fromChapter ? fromVerse : 1;
      const end = chapter === toChapter ? toVerse : verses.length;
      const chosen = verses.slice(start - 1, end);
      return (start === 1 && opensWithBasmala ? [BASMALA, ...chosen] : chosen).join(' ');
    })
    .join('\n');
}

function toLesson(row: PlannedLesson, title: (group: number, item: number) => string): CurriculumLesson {
  const [group, item, fromChapter, fromVerse, toChapter, toVerse] = row;
  return {
    levelId: group,
    id: item,
    title: title(group, item),
    arabicTitle: passageText(row),
    assignmentNumber: item,
    from: { chapter: fromChapter, verse: fromVerse },
    to: { chapter: toChapter, verse: toVerse },
  };
}

// The tables are assembled on first use, so importing this module costs nothing until a lookup.
let weekly: readonly CurriculumLesson[] | undefined;
let levels: readonly CurriculumLesson[] | undefined;

/** The weekly table: weeks 1-15, their assignments in order. */
export function weeklyTable(): readonly CurriculumLesson[] {
  weekly ??= WEEKLY_PLAN.map((row) => toLesson(row, (week) => `Week ${week}`));
  return weekly;
}

/** The level table: levels 1-6 with 10 sessions each, levels 7-19 with 2 or 3. */
export function levelTable(): readonly CurriculumLesson[] {
  levels ??= LEVEL_PLAN.map((row) => toLesson(row, (_level, session) => `Session ${session}`));
  return levels;
}

/** A week's assignment in the weekly table, if the table has it. */
export function weeklyLesson(week: number, assignment: number): CurriculumLesson | undefined {
  return weeklyTable().find((lesson) => lesson.levelId === week && lesson.id === assignment);
}

/** A level's session in the level table, if the table has it. */
export function levelSession(level: number, session: number): CurriculumLesson | undefined {
  return levelTable().find((lesson) => lesson.levelId === level && lesson.id === session);
}
