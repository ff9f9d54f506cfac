import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { chaptersContract, useApi } from '@/shared/api';

/** The spec's page size of the chapter list. */
export const CHAPTER_PAGE_SIZE = 6;

/** One page of a course's chapters in the order they were added; `null` waits until a course is chosen. */
export function useChapterPage(courseId: number | null, pageNumber: number) {
  return useApi(
    chaptersContract.listChapters,
    courseId === null
      ? null
      : { body: { courseId, descending: false, pageNumber, pageSize: CHAPTER_PAGE_SIZE, sortProperties: [], type: 0 } },
    { keepPreviousData: true },
  );
}

/** One chapter for the edit form and the view; `null` waits. */
export function useChapter(id: number | null) {
  return useApi(chaptersContract.findChapter, id === null ? null : { params: { id } });
}

/** Every cached chapter reply is fetched again. */
export function useRefreshChapters() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === 'academy' && typeof key[2] === 'string' && key[2].startsWith('/chapter')),
    [mutate],
  );
}
