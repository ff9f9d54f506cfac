import { useMemo } from 'react';
import { courseAudioContract, errorText, useApi } from '@/shared/api';

/** The course audio library (GET storage-item/name-summary?type=AUDIO), for choosing an item's audio. */
export function useAudioLibrary() {
  const reply = useApi(courseAudioContract.courseAudioNameSummary, { query: { type: 'AUDIO', pageNumber: 1, pageSize: 1000, descending: 'true' } });
  return useMemo(
    () => ({ items: reply.data ?? [], isLoading: reply.isLoading, error: reply.error ? errorText(reply.error) : undefined }),
    [reply.data, reply.isLoading, reply.error],
  );
}
