export { CourseAudioForm, type CourseAudioFormProps } from './ui/CourseAudioForm';
