import type { LessonScope } from '@/entities/lesson';

export const LIST_PATH = '/exercise';

/** The query the spec's create and edit screens take: courseId, partId, subPartId, isPart, isSubPart. */
export function scopeQuery(scope: LessonScope): string {
  const params = new URLSearchParams({ courseId: String(scope.courseId) });
  if (scope.partId) params.set('partId', String(scope.partId));
  if (scope.subPartId) params.set('subPartId', String(scope.subPartId));
  params.set('isPart', String(scope.partId !== null && scope.subPartId === null));
  params.set('isSubPart', String(scope.subPartId !== null));
  return params.toString();
}

/** The list with the same course, part and sub-part chosen. */
export function listPathFor(scope: Partial<LessonScope> | null): string {
  if (!scope?.courseId) return LIST_PATH;
  const params = new URLSearchParams({ courseId: String(scope.courseId) });
  if (scope.partId) params.set('partId', String(scope.partId));
  if (scope.subPartId) params.set('subPartId', String(scope.subPartId));
  return `${LIST_PATH}?${params}`;
}
