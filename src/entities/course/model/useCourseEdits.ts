import { useCallback, useMemo, useState } from 'react';

/**
 * Numbers typed into one editable column of the courses table (ranks, or prices), by course id,
 * until they are saved. Only values that differ from the stored one count: typing the stored value
 * back removes the edit, so "nothing changed" is simply an empty map. The page keeps one of these
 * per column for as long as it is open, across pages and View All, so a failed save (or a change of
 * page) loses nothing typed; a successful save `settle`s exactly what it sent.
 */
export function useCourseEdits() {
  const [values, setValues] = useState<ReadonlyMap<number, number>>(() => new Map());

  const edit = useCallback((courseId: number, value: number, stored: number) => {
    setValues((current) => {
      const next = new Map(current);
      if (value === stored) next.delete(courseId);
      else next.set(courseId, value);
      return next;
    });
  }, []);

  /** Forgets the sent values, keeping any typed again since (they still wait for a save). */
  const settle = useCallback((sent: ReadonlyMap<number, number>) => {
    setValues((current) => {
      const next = new Map(current);
      for (const [courseId, value] of sent) if (next.get(courseId) === value) next.delete(courseId);
      return next;
    });
  }, []);

  return useMemo(
    () => ({
      values,
      edit,
      settle,
      /** What the cell shows: the typed value, else the stored one. */
      shown: (courseId: number, stored: number) => values.get(courseId) ?? stored,
      isEdited: (courseId: number) => values.has(courseId),
    }),
    [values, edit, settle],
  );
}

export type CourseEdits = ReturnType<typeof useCourseEdits>;
