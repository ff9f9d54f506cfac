import { useSearchParams } from 'react-router-dom';
import { useCourseSummaries } from '@/entities/course';
import { useSubPartNames, type LessonScope } from '@/entities/lesson';
import { recordId } from '@/shared/lib/record-id';

export interface Outline {
  courseId: number | null;
  partId: number | null;
  subPartId: number | null;
  /** Whether the chosen course has parts, and sub-parts (as its course summary says). */
  containParts: boolean;
  containSubParts: boolean;
  /** The place chosen, once the choice is complete: a part where the course has parts, a sub-part where the part has them. */
  scope: LessonScope | null;
  /** The course's, part's and sub-part's names, for headings. */
  courseTitle: string | null;
  choose(next: { courseId: number | null; partId?: number | null; subPartId?: number | null }): void;
}

/**
 * The course, part and sub-part chosen, kept in the address (`courseId`, `partId`, `subPartId`) so a
 * reload or a link opens the same list; choosing a course clears the part, a part the sub-part.
 */
export function useOutline(): Outline {
  const [searchParams, setSearchParams] = useSearchParams();
  const courseId = recordId(searchParams.get('courseId'));
  const partId = recordId(searchParams.get('partId'));
  const subPartId = recordId(searchParams.get('subPartId'));
  const courses = useCourseSummaries({});
  const course = courses.data?.find((item) => item.id === courseId);
  const containParts = course?.contentInfo.containParts ?? false;
  const containSubParts = containParts && (course?.contentInfo.containSubParts ?? false);
  const subParts = useSubPartNames(containSubParts ? courseId : null, partId);

  let scope: LessonScope | null = null;
  if (course && courseId) {
    if (!containParts) scope = { courseId, partId: null, subPartId: null };
    else if (partId && !containSubParts) scope = { courseId, partId, subPartId: null };
    else if (partId && subPartId) scope = { courseId, partId, subPartId };
    // A part without sub-parts holds its lessons itself.
    else if (partId && subParts.data && subParts.data.length === 0) scope = { courseId, partId, subPartId: null };
  }

  return {
    courseId,
    partId,
    subPartId,
    containParts,
    containSubParts,
    scope,
    courseTitle: course?.basicInfo.title ?? null,
    choose: (next) => {
      const params: Record<string, string> = {};
      if (next.courseId) params.courseId = String(next.courseId);
      if (next.courseId && next.partId) params.partId = String(next.partId);
      if (next.courseId && next.partId && next.subPartId) params.subPartId = String(next.subPartId);
      setSearchParams(params);
    },
  };
}
