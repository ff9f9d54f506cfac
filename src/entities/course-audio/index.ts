export { COURSE_AUDIO_PAGE_SIZE, useCourseAudio, useCourseAudioPage, useRefreshCourseAudio } from './api/courseAudioApi';
export { CourseAudioPlayer, type CourseAudioPlayerProps } from './ui/CourseAudioPlayer';
export type { CourseAudio } from './model/types';
