export { registerCourseAudioCalls } from './courseAudio';
