import type { LessonScope } from '@/entities/lesson';

export const LIST_PATH = '/lessons';

/** The query the spec's create and edit screens take: courseId, partId, subPartId, isPart, isSubPart. */
export function scopeQuery(scope: LessonScope): string {
  const params = new URLSearchParams({ courseId: String(scope.courseId) });
  if (scope.partId) params.set('partId', String(scope.partId));
  if (scope.subPartId) params.set('subPartId', String(scope.subPartId));
  params.set('isPart', String(scope.partId !== null && scope.subPartId === null));
  params.set('isSubPart', String(scope.subPartId !== null));
  return params.toString();
}

/** The theory of a lesson whose content is written at /lessoncontent: its course, part and lesson chosen. */
export function theoryPathOf(lesson: { courseId: number; partId: number | null; id: number }): string {
  const params = new URLSearchParams({ courseId: String(lesson.courseId) });
  if (lesson.partId) params.set('partId', String(lesson.partId));
  params.set('lessonId', String(lesson.id));
  return `/lessoncontent?${params}`;
}

/** The list with the same course, part and sub-part chosen. */
export function listPathFor(scope: Partial<LessonScope> | null): string {
  if (!scope?.courseId) return LIST_PATH;
  const params = new URLSearchParams({ courseId: String(scope.courseId) });
  if (scope.partId) params.set('partId', String(scope.partId));
  if (scope.subPartId) params.set('subPartId', String(scope.subPartId));
  return `${LIST_PATH}?${params}`;
}
