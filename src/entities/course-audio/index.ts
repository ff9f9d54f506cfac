export { CourseAudioPlayer, type CourseAudioPlayerProps } from './ui/CourseAudioPlayer';
export type { CourseAudio } from './model/types';
