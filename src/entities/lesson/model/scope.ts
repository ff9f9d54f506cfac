/** Where lessons hang: a course, one of its parts, or one of that part's sub-parts. */
export interface LessonScope {
  courseId: number;
  partId: number | null;
  subPartId: number | null;
}
