import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@/shared/lib/debounce';

/**
 * A list's search words kept in the address (`?q=ramadan`), so a reload, Back and a shared link search
 * the same: the box shows what is typed at once, and the address takes it once typing pauses, back at
 * the first page (`page` is dropped). A list with several searches keeps each under a `param` of its own.
 */
export function useSearchInAddress(param = 'q') {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get(param) ?? '';
  // What the search box shows: typed at once, in the address once typing pauses.
  const [typed, setTyped] = useState(keyword);
  // The words this list last put in the address. The router shows an address change a moment after
  // it is made, so words typed meanwhile must not be replaced by the list's own, older ones.
  const [sentKeyword, setSentKeyword] = useState(keyword);
  // Words the address changed by itself (Back, a link) replace what the box shows.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    if (keyword !== sentKeyword && typed.trim() !== keyword) setTyped(keyword);
  }
  // A layout effect, so that the wait ends when the list is hidden: a screen being left shows its
  // successor's loading state over it while that one's code comes, and stays mounted meanwhile; a search
  // it sent then would take the person back to it.
  useLayoutEffect(() => {
    const words = typed.trim();
    if (words === keyword) return undefined;
    const timer = window.setTimeout(() => {
      setSentKeyword(words);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (words) next.set(param, words);
          else next.delete(param);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, keyword, param, setSearchParams]);

  return {
    /** The search words in the address: what the shown rows answer. */
    keyword,
    /** The search box's text. */
    search: typed,
    setSearch: setTyped,
  };
}
