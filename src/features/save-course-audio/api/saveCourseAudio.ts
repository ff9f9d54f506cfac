import { callApi, replyText, courseAudioContract } from '@/shared/api';
import type { CourseAudioFormValues } from '../model/schema';

/** Stores a newly chosen MP3 (AUDIO) through `upload`, then creates or updates the storage item. */
export async function saveCourseAudio(id: number | null, values: CourseAudioFormValues, upload: (file: File) => Promise<string>) {
  const body = { title: values.title.trim(), path: values.file ? await upload(values.file) : undefined, type: 'AUDIO' as const };
  const reply =
    id === null
      ? await callApi(courseAudioContract.createCourseAudio, { body })
      : await callApi(courseAudioContract.updateCourseAudio, { params: { id }, body });
  if (!reply.success) throw new Error(replyText(reply) ?? '');
  return reply;
}
