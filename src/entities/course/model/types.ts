import type { coursesContract } from '@/shared/api';

export type CourseSummary = coursesContract.CourseSummary;
