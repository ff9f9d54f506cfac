import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { instructorsContract, useApi } from '@/shared/api';
import { INSTRUCTOR_GROUP_ID } from '@/shared/config';

export const INSTRUCTOR_PAGE_SIZE = 10;

/** One page of instructors, newest first. */
export function useInstructorPage(pageNumber: number, pageSize = INSTRUCTOR_PAGE_SIZE) {
  return useApi(
    instructorsContract.listInstructors,
    { body: { pageNumber, pageSize, descending: true, sortProperties: ['id'] } },
    { keepPreviousData: true },
  );
}

/** One instructor for the edit form; `null` waits. */
export function useInstructor(id: number | null) {
  return useApi(instructorsContract.getInstructor, id === null ? null : { params: { id } });
}

/** The people the instructor form may choose from: members of the instructor group. */
export function useInstructorCandidates() {
  return useApi(instructorsContract.userList, { body: { pageNo: 1, limitCount: 1000, groupId: INSTRUCTOR_GROUP_ID } });
}

/** Every cached instructor reply (lists, records, pickers) is fetched again. */
export function useRefreshInstructors() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && key[0] === 'academy' && typeof key[2] === 'string' && key[2].startsWith('/instructor'),
      ),
    [mutate],
  );
}

/** Every instructor by id and name (GET instructor/name-summary), for the course form's picker. */
export function useInstructorNames() {
  return useApi(instructorsContract.instructorNameSummary, {});
}
