import type { coursesContract } from '@/shared/api';

/** One row of the courses table (POST course/list). */
export type CourseListRow = coursesContract.CourseListRow;
export type CourseType = coursesContract.CourseType;
