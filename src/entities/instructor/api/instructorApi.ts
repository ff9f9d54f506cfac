import { instructorsContract, useApi } from '@/shared/api';
import { INSTRUCTOR_GROUP_ID } from '@/shared/config';

/** The people the instructor form may choose from: members of the instructor group. */
export function useInstructorCandidates() {
  return useApi(instructorsContract.userList, { body: { pageNo: 1, limitCount: 1000, groupId: INSTRUCTOR_GROUP_ID } });
}

/** Every instructor by id and name (GET instructor/name-summary), for the course form's picker. */
export function useInstructorNames() {
  return useApi(instructorsContract.instructorNameSummary, {});
}
