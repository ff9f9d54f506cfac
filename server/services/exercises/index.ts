export { registerExerciseCalls } from './exercises';
export { updateExercise } from './update';
export { seedExercises } from './seed';
