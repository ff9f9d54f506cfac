export { useInstructorCandidates, useInstructorNames } from './api/instructorApi';
export { InstructorIdentity, type InstructorIdentityProps } from './ui/InstructorIdentity';
export type { Instructor, InstructorInput } from './model/types';
