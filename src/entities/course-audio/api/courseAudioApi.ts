import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { courseAudioContract, useApi } from '@/shared/api';

export const COURSE_AUDIO_PAGE_SIZE = 10;

/** One page of course audio items, newest first (the spec's body: descending, no sort properties, type 0). */
export function useCourseAudioPage(pageNumber: number, pageSize = COURSE_AUDIO_PAGE_SIZE) {
  return useApi(
    courseAudioContract.listCourseAudio,
    { body: { pageNumber, pageSize, descending: true, sortProperties: [], type: 0 } },
    { keepPreviousData: true },
  );
}

/** One item for the edit form; `null` waits. */
export function useCourseAudio(id: number | null) {
  return useApi(courseAudioContract.getCourseAudio, id === null ? null : { params: { id } });
}

/** Every cached storage item reply is fetched again. */
export function useRefreshCourseAudio() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === 'academy' && typeof key[2] === 'string' && key[2].startsWith('/storage-item')),
    [mutate],
  );
}
