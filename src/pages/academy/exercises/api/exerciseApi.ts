import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { LessonScope } from '@/entities/lesson';
import { exercisesContract, lessonsContract, useApi } from '@/shared/api';

/** The exercises of a course, part or sub-part: the lesson list with taskType=PRACTICE_ASSIGN; `null` waits. */
export function useExerciseList(scope: LessonScope | null) {
  return useApi(
    lessonsContract.listLessons,
    scope && {
      query: {
        courseId: scope.courseId,
        ...(scope.partId ? { partId: scope.partId } : {}),
        ...(scope.subPartId ? { subPartId: scope.subPartId } : {}),
        taskType: 'PRACTICE_ASSIGN',
      },
    },
  );
}

/** One exercise with its items; `null` waits. */
export function useExercise(id: number | null) {
  return useApi(exercisesContract.findExercise, id === null ? null : { params: { id } });
}

/** Every cached exercise and lesson reply is fetched again, e.g. after a save. */
export function useRevalidateExercises() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          Array.isArray(key) &&
          key[0] === 'academy' &&
          typeof key[2] === 'string' &&
          (key[2].startsWith('/course-content') || key[2].startsWith('/lesson-exercise')),
      ),
    [mutate],
  );
}
