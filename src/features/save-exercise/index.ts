export { ExerciseForm, type ExerciseFormProps, type ExercisePlace } from './ui/ExerciseForm';
export type { ExerciseTarget } from './api/saveExercise';
export type { RecordedAudio, RenderRecorder } from './ui/formContext';
export { emptyExerciseForm, exerciseToDraft, type ExerciseFormValues } from './model/draft';
