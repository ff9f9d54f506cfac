export { CourseAudioPage } from './ui/CourseAudioPage';
