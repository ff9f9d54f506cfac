import { useSearchParams } from 'react-router-dom';
import { useCourseSummaries } from '@/entities/course';
import { useDynamicLessonNames, usePartNames } from '@/entities/lesson';
import { recordId } from '@/shared/lib/record-id';

/**
 * The course, chapter and lesson chosen, kept in the address (`courseId`, `partId`, `lessonId`) so a
 * reload or a link opens the same theory. In this panel lessons hang off a course's parts, so the
 * spec's "chapter" is a part, asked only of a course that has parts; choosing a course clears the
 * part and the lesson, a part the lesson.
 */
export function useTheoryChoice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const courseId = recordId(searchParams.get('courseId'));
  const partId = recordId(searchParams.get('partId'));
  const lessonId = recordId(searchParams.get('lessonId'));
  const courses = useCourseSummaries({});
  const course = courses.data?.find((item) => item.id === courseId);
  const hasParts = course?.contentInfo.containParts ?? false;
  const parts = usePartNames(course && hasParts ? courseId : null);
  // The lessons are asked once the course is known, and of a course with parts once a part is chosen.
  const lessonsCourse = course && (!hasParts || partId) ? courseId : null;
  const lessons = useDynamicLessonNames(lessonsCourse, hasParts ? partId : null);

  return {
    courseId,
    partId,
    lessonId,
    hasParts,
    parts,
    lessons,
    /** Whether the lesson step is reached (its list is asked for). */
    isLessonStep: lessonsCourse !== null,
    choose(next: { courseId: number | null; partId?: number | null; lessonId?: number | null }) {
      const params: Record<string, string> = {};
      if (next.courseId) params.courseId = String(next.courseId);
      if (next.courseId && next.partId) params.partId = String(next.partId);
      if (next.courseId && next.lessonId) params.lessonId = String(next.lessonId);
      setSearchParams(params);
    },
  };
}

export type TheoryChoice = ReturnType<typeof useTheoryChoice>;
