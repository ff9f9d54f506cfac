import { coursesContract, useApi, type QueryOf } from '@/shared/api';

export type CourseSummaryFilter = QueryOf<typeof coursesContract.courseNameSummary>;

/** Courses by id, title and type for pickers, filtered as asked; `null` waits (e.g. until a dialog opens). */
export function useCourseSummaries(filter: CourseSummaryFilter | null) {
  return useApi(coursesContract.courseNameSummary, filter === null ? null : { query: filter });
}
