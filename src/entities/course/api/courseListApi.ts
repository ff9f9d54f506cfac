import { coursesContract, useApi } from '@/shared/api';

/** The spec's page sizes of the courses table: 10 a page, 100 with View All. */
export const COURSE_PAGE_SIZE = 10;
export const COURSE_VIEW_ALL_SIZE = 100;

/**
 * One page of the courses table in list order, every type: by rank, then id (the server's own
 * order, asked for by name so the body carries every field the spec lists).
 */
export function useCoursePage(pageNumber: number, pageSize = COURSE_PAGE_SIZE) {
  return useApi(
    coursesContract.listCourses,
    { body: { pageNumber, pageSize, descending: false, sortProperties: ['rank'], type: 0 } },
    { keepPreviousData: true },
  );
}
