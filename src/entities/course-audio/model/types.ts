import type { courseAudioContract } from '@/shared/api';

export type CourseAudio = courseAudioContract.CourseAudio;
