import { HttpResponse } from 'msw';
import { contractFixtures, coursesContract, lessonsContract } from '@/shared/api';
import { contractHandler } from './contractHandler';

const queried = (request: Request, name: string) => Number(new URL(request.url).searchParams.get(name));

/** The courses, their parts and the parts' sub-parts, as the lesson screens' course outline asks for them. */
export const courseOutlineHandlers = [
  contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.chapterCourseFixtures)),
  contractHandler(lessonsContract.partNames, ({ request }) => HttpResponse.json(lessonsContract.lessonPartFixtures[queried(request, 'courseId')] ?? [])),
  contractHandler(lessonsContract.subPartNames, ({ request }) => HttpResponse.json(lessonsContract.lessonSubPartFixtures[queried(request, 'partId')] ?? [])),
];
