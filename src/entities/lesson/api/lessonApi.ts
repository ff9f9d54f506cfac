import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lessonsContract, useApi } from '@/shared/api';
import type { LessonScope } from '../model/scope';

/** The lessons hanging directly on a course, a part or a sub-part; `null` waits for a choice. */
export function useLessonList(scope: LessonScope | null) {
  return useApi(
    lessonsContract.listLessons,
    scope && {
      query: {
        courseId: scope.courseId,
        ...(scope.partId ? { partId: scope.partId } : {}),
        ...(scope.subPartId ? { subPartId: scope.subPartId } : {}),
      },
    },
  );
}

/** One lesson with its attributes; `null` waits. */
export function useLesson(id: number | null) {
  return useApi(lessonsContract.findLesson, id === null ? null : { params: { id } });
}

/** A sub-part with its lesson groups; `null` waits. */
export function useSubPartLessons(subPartId: number | null, courseId: number | null) {
  return useApi(lessonsContract.findSubPart, subPartId && courseId ? { params: { id: subPartId }, query: { courseId } } : null);
}

/** A course's parts by name, for pickers. */
export function usePartNames(courseId: number | null) {
  return useApi(lessonsContract.partNames, courseId ? { query: { courseId } } : null);
}

/** A part's sub-parts by name, for pickers. */
export function useSubPartNames(courseId: number | null, partId: number | null) {
  return useApi(lessonsContract.subPartNames, courseId && partId ? { query: { courseId, partId } } : null);
}

/**
 * A course's lessons with dynamic content by name (at most 100, the spec's lookup size), narrowed to one
 * part when `partId` is given; `null` waits for a course.
 */
export function useDynamicLessonNames(courseId: number | null, partId: number | null) {
  return useApi(
    lessonsContract.lessonNames,
    courseId ? { query: { courseId, ...(partId ? { partId } : {}), isContentDynamic: 'true', pageNumber: 1, pageSize: 100 } } : null,
  );
}

/** Every cached lesson reply (lists, lessons, sub-parts, pickers) is fetched again, e.g. after a save. */
export function useRevalidateLessons() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          Array.isArray(key) &&
          key[0] === 'academy' &&
          typeof key[2] === 'string' &&
          (key[2].startsWith('/course-content') || key[2].startsWith('/lesson/')),
      ),
    [mutate],
  );
}
