import { describe, expect, it } from 'vitest';
import { levelSession, weeklyLesson } from './curriculum';
import { lessonHeading, WEEKLY_PROGRAMS } from './lessonHeading';

describe('lessonHeading', () => {
  it.each([1, 5])('counts course %i in weeks and assignments, with its program name', (courseId) => {
    const heading = lessonHeading({ courseId, weekNumber: 3, levelId: 9, exerciseId: 40, assignmentNumber: 2 });
    expect(heading.scheme).toBe('weekly');
    expect(heading.programName).toBe(WEEKLY_PROGRAMS[courseId]);
    expect(heading.parts).toEqual([
      { unit: 'Week', number: 3 },
      { unit: 'Assignment', number: 2 },
    ]);
    expect(heading.label).toBe('Week 3/Assignment 2');
    expect(heading.arabicTitle).toBe(weeklyLesson(3, 2)?.arabicTitle);
  });

  it('reads the level as the week when a weekly conversation has no week number', () => {
    const heading = lessonHeading({ courseId: 1, weekNumber: null, levelId: 12, assignmentNumber: 4 });
    expect(heading.label).toBe('Week 12/Assignment 4');
    expect(heading.arabicTitle).toBe(weeklyLesson(12, 4)?.arabicTitle);
  });

  it('counts every other course in levels and sessions, looked up by level and exercise', () => {
    const heading = lessonHeading({ courseId: 3, weekNumber: 2, levelId: 4, exerciseId: 7, assignmentNumber: 1 });
    expect(heading.scheme).toBe('level');
    expect(heading.programName).toBeNull();
    expect(heading.label).toBe('Level 4/Session 7');
    expect(heading.arabicTitle).toBe(levelSession(4, 7)?.arabicTitle);
  });

  it('falls back to the assignment number when a level conversation has no exercise', () => {
    const heading = lessonHeading({ courseId: 2, levelId: 8, exerciseId: null, assignmentNumber: 2 });
    expect(heading.label).toBe('Level 8/Session 2');
    expect(heading.arabicTitle).toBe(levelSession(8, 2)?.arabicTitle);
  });

  it('keeps the label but has no passage for a lesson the tables do not have', () => {
    expect(lessonHeading({ courseId: 5, weekNumber: 16, assignmentNumber: 1 })).toMatchObject({
      label: 'Week 16/Assignment 1',
      arabicTitle: null,
    });
    expect(lessonHeading({ courseId: 2, levelId: 7, exerciseId: 3 })).toMatchObject({
      label: 'Level 7/Session 3',
      arabicTitle: null,
    });
  });

  it('shows a unit alone when the conversation does not give its number', () => {
    const heading = lessonHeading({ courseId: 1, weekNumber: 0, levelId: null });
    expect(heading.parts).toEqual([
      { unit: 'Week', number: null },
      { unit: 'Assignment', number: null },
    ]);
    expect(heading.label).toBe('Week/Assignment');
    expect(heading.arabicTitle).toBeNull();
  });
});
