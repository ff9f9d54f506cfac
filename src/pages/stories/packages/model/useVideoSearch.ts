import { useState } from 'react';
import { useApi, storiesContract } from '@/shared/api';
import { useDebouncedValue } from '@/shared/lib/debounce';

/** The videos whose title holds the typed words, asked of the server as they are typed (the catalogue may hold 10,000). */
export function useVideoSearch() {
  const [text, setText] = useState('');
  const words = useDebouncedValue(text.trim());
  const reply = useApi(storiesContract.videoNames, { query: { title: words, limit: storiesContract.PACKAGE_LIMITS.pickerOptions } }, { keepPreviousData: true });
  // Until the typed words are answered, the videos of earlier words are not offered.
  const isSearching = words !== text.trim() || reply.isValidating;
  return {
    text,
    setText,
    videos: isSearching ? [] : (reply.data?.content ?? []),
    /** How many videos answer the words, of which `videos` are the first. */
    totalRecords: reply.data?.totalRecords ?? 0,
    isLoading: isSearching,
    error: reply.error,
  };
}
