export {
  INSTRUCTOR_PAGE_SIZE,
  useInstructor,
  useInstructorCandidates,
  useInstructorNames,
  useInstructorPage,
  useRefreshInstructors,
} from './api/instructorApi';
export { InstructorIdentity, type InstructorIdentityProps } from './ui/InstructorIdentity';
export type { Instructor, InstructorInput } from './model/types';
