export { useCourseSummaries, type CourseSummaryFilter } from './api/courseSummaryApi';
export type { CourseSummary } from './model/types';
