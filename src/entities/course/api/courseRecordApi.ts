import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { coursesContract, useApi } from '@/shared/api';

/** One whole course for the form and the view; `null` waits. */
export function useCourse(id: number | null) {
  return useApi(coursesContract.getCourse, id === null ? null : { params: { id } });
}

/** Every cached course reply (list pages, records, pickers) is fetched again, e.g. after a save. */
export function useRevalidateCourses() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === 'academy' && typeof key[2] === 'string' && key[2].startsWith('/course')),
    [mutate],
  );
}
