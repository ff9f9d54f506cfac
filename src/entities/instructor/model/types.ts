import type { instructorsContract } from '@/shared/api';

export type Instructor = instructorsContract.Instructor;
export type InstructorInput = instructorsContract.InstructorInput;
