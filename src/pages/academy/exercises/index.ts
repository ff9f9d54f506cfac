export { ExercisesPage } from './ui/ExercisesPage';
