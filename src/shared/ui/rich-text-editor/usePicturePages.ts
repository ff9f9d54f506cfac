import { useEffect, useRef, useState } from 'react';
import type { LibraryPicture, PictureLibrary } from './types';

/** How long the search waits for typing to pause before it asks. */
export const SEARCH_PAUSE_MS = 300;

type Status = 'loading' | 'ready' | 'failed' | 'loadingMore' | 'moreFailed';

interface Pages {
  /** The search words these pages answer; null while the first page is asked for again. */
  words: string | null;
  pictures: LibraryPicture[];
  /** The last page fetched. */
  page: number;
  hasMore: boolean;
  status: Status;
}

const LOADING: Pages = { words: null, pictures: [], page: 0, hasMore: false, status: 'loading' };

/**
 * The pictures of the library whose names hold the search words, a page at a time: the first page
 * again whenever the words change (after a pause in the typing), the next one appended by `more`; a
 * failed fetch is tried again by `retry`. A fetch that a newer one replaced is abandoned.
 */
export function usePicturePages(library: PictureLibrary, search: string) {
  const [words, setWords] = useState(search.trim());
  const [attempt, setAttempt] = useState(0);
  const [pages, setPages] = useState<Pages>(LOADING);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setWords(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const fetchPage = (page: number, forWords: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    library({ search: forWords, page, signal: controller.signal }).then(
      (found) => {
        if (controller.signal.aborted) return;
        setPages((current) => ({
          words: forWords,
          pictures: page === 1 ? found.pictures : [...current.pictures, ...found.pictures],
          page,
          hasMore: found.hasMore,
          status: 'ready',
        }));
      },
      () => {
        if (controller.signal.aborted) return;
        setPages((current) => (page === 1 ? { ...LOADING, words: forWords, status: 'failed' } : { ...current, status: 'moreFailed' }));
      },
    );
    return controller;
  };

  // The first page of each search, and again on a retry.
  useEffect(() => {
    const controller = fetchPage(1, words);
    return () => controller.abort();
    // fetchPage is remade each render; the fetch follows the words, the library and a retry only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [library, words, attempt]);

  // Pages of other words than the ones asked for are not shown: the first page of these is on its way.
  const shown = pages.words === words ? pages : LOADING;
  const more = () => {
    setPages((current) => ({ ...current, status: 'loadingMore' }));
    fetchPage(shown.page + 1, words);
  };
  return {
    ...shown,
    more,
    retry: () => {
      if (shown.status === 'moreFailed') return more();
      setPages(LOADING);
      setAttempt((count) => count + 1);
    },
  };
}
