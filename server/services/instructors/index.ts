export { registerInstructorCalls } from './instructors';
