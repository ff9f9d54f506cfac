import { describe, expect, it } from 'vitest';
import { levelSession, levelTable, weeklyLesson, weeklyTable, type CurriculumLesson } from './curriculum';

/** Lessons per group, keyed by week or level number. */
function countsOf(table: readonly CurriculumLesson[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const lesson of table) counts.set(lesson.levelId, (counts.get(lesson.levelId) ?? 0) + 1);
  return counts;
}

function averageLengths(table: readonly CurriculumLesson[]): number[] {
  return [...countsOf(table).keys()].map((group) => {
    const lessons = table.filter((lesson) => lesson.levelId === group);
    return lessons.reduce((sum, lesson) => sum + lesson.arabicTitle.length, 0) / lessons.length;
  });
}

const VERSE_NUMBER = /﴿[٠-٩]+﴾/g;
const VOWEL_MARKS = /[\u064B-\u0652]/;

describe.each([
  ['weekly', weeklyTable, 'Week'],
  ['level', levelTable, 'Session'],
] as const)('the %s table', (_name, table, titleWord) => {
  it('numbers each group from 1, with the assignment number equal to the position', () => {
    let previous: CurriculumLesson | undefined;
    for (const lesson of table()) {
      const expectedId = previous?.levelId === lesson.levelId ? previous.id + 1 : 1;
      expect(lesson.id).toBe(expectedId);
      expect(lesson.assignmentNumber).toBe(lesson.id);
      if (previous && previous.levelId !== lesson.levelId) expect(lesson.levelId).toBe(previous.levelId + 1);
      previous = lesson;
    }
  });

  it(`titles lessons '${titleWord} n'`, () => {
    for (const lesson of table()) {
      expect(lesson.title).toBe(`${titleWord} ${titleWord === 'Week' ? lesson.levelId : lesson.id}`);
    }
  });

  it('starts with the whole first chapter and then reads from the end of the book backwards', () => {
    const [first, second, ...rest] = table();
    expect(first?.from).toEqual({ chapter: 1, verse: 1 });
    expect(first?.to).toEqual({ chapter: 1, verse: 7 });
    expect(second?.from).toEqual({ chapter: 114, verse: 1 });
    let previous = second;
    for (const lesson of rest) {
      if (!previous) throw new Error('table too short');
      // Each passage picks up where the previous one stopped.
      const continues =
        lesson.from.chapter === previous.to.chapter
          ? lesson.from.verse === previous.to.verse + 1
          : lesson.from.chapter === previous.to.chapter - 1 && lesson.from.verse === 1;
      expect(continues, `${lesson.title} of ${lesson.levelId}`).toBe(true);
      previous = lesson;
    }
  });

  it('gives passages that grow in length from one group to the next', () => {
    const averages = averageLengths(table());
    averages.slice(1).forEach((average, index) => expect(average).toBeGreaterThanOrEqual(averages[index] ?? Infinity));
    expect(averages.at(-1)).toBeGreaterThan(2 * (averages[0] ?? Infinity));
  });

  it('brackets every verse number and writes the vowel marks', () => {
    for (const lesson of table()) {
      const text = lesson.arabicTitle;
      expect(text).toMatch(VOWEL_MARKS);
      // Every line (one per chapter) ends with a bracketed verse number...
      for (const line of text.split('\n')) expect(line).toMatch(/ ﴿[٠-٩]+﴾$/);
      // ...and no digit stands outside the brackets.
      expect(text.replace(VERSE_NUMBER, '')).not.toMatch(/[0-9٠-٩]/);
      // One number per verse read, counting up within each chapter.
      const numbers = [...text.matchAll(VERSE_NUMBER)].map(([marker]) =>
        Number([...marker.slice(1, -1)].map((digit) => '٠١٢٣٤٥٦٧٨٩'.indexOf(digit)).join('')),
      );
      expect(numbers[0]).toBe(lesson.from.verse);
      expect(numbers.at(-1)).toBe(lesson.to.verse);
    }
  });
});

describe('the weekly table', () => {
  it('has weeks 1 to 15 with the assignment counts of the spec', () => {
    const counts = countsOf(weeklyTable());
    expect([...counts.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    for (const week of [1, 2, 3, 4, 5]) expect(counts.get(week)).toBe(2);
    for (const week of [6, 7, 8, 9]) expect(counts.get(week)).toBe(3);
    expect(counts.get(10)).toBe(4);
    for (const week of [11, 12, 13, 14, 15]) expect(counts.get(week)).toBe(5);
  });

  it('finds an assignment by week and number, and nothing outside the table', () => {
    expect(weeklyLesson(15, 5)?.title).toBe('Week 15');
    expect(weeklyLesson(1, 2)?.from.chapter).toBe(114);
    expect(weeklyLesson(1, 3)).toBeUndefined();
    expect(weeklyLesson(16, 1)).toBeUndefined();
    expect(weeklyLesson(0, 1)).toBeUndefined();
  });
});

describe('the level table', () => {
  it('has levels 1-6 with 10 sessions each and levels 7-19 with 2 or 3', () => {
    const counts = countsOf(levelTable());
    expect([...counts.keys()]).toEqual(Array.from({ length: 19 }, (_, index) => index + 1));
    for (let level = 1; level <= 6; level += 1) expect(counts.get(level)).toBe(10);
    for (let level = 7; level <= 19; level += 1) expect([2, 3]).toContain(counts.get(level));
  });

  it('finds a session by level and number, and nothing outside the table', () => {
    expect(levelSession(6, 10)?.title).toBe('Session 10');
    expect(levelSession(1, 1)?.arabicTitle).toBe(weeklyLesson(1, 1)?.arabicTitle);
    expect(levelSession(6, 11)).toBeUndefined();
    expect(levelSession(20, 1)).toBeUndefined();
  });
});
