import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi, type resourceContract } from '@/shared/api';
import { SEARCH_DEBOUNCE_MS } from '@/shared/lib/debounce';

export const DEFAULT_PAGE_SIZE = 25;

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The list body in the resource's paging dialect. */
function listBody(resource: resourceContract.Resource, page: number, size: number, keyword: string, descending: boolean) {
  return resource.paging === 'site'
    ? { keyword, limitCount: size, firstIndex: -2, pageno: page }
    : { keyword, pageNumber: page, pageSize: size, descending, sortProperties: [] };
}

export interface ResourceListOptions {
  /** Rows a page when the address names no size. */
  defaultSize?: number;
  /** The declared filters the list is asked with (a type, a course), which the page keeps in its address. */
  filters?: Record<string, unknown>;
  /** An academy list's order: newest first unless false (a course's chapters, in the order they were added). */
  descending?: boolean;
}

/**
 * One page of a resource's list, with the page, page size and search words kept in the address
 * (`?page=2&size=50&q=ramadan`), so a reload, Back and a shared link show the same page.
 */
export function useResourceList(resource: resourceContract.Resource, { defaultSize = DEFAULT_PAGE_SIZE, filters, descending = true }: ResourceListOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positive(searchParams.get('page'), 1);
  const size = positive(searchParams.get('size'), defaultSize);
  const keyword = searchParams.get('q') ?? '';
  // What the search box shows: typed at once, in the address (and asked of the server) once typing pauses.
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
  useEffect(() => {
    const words = typed.trim();
    if (words === keyword) return undefined;
    const timer = window.setTimeout(() => {
      setSentKeyword(words);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (words) next.set('q', words);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, keyword, setSearchParams]);

  const reply = useApi(resource.calls.list, resource.listArgs({ ...listBody(resource, page, size, keyword.trim(), descending), ...filters }) as never, { keepPreviousData: true });

  const setPaging = (change: { page: number; size?: number }) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      const values = { page: change.page, size: change.size ?? size };
      for (const [name, value] of Object.entries(values)) {
        const isDefault = (name === 'page' && value === 1) || (name === 'size' && value === defaultSize);
        if (isDefault) next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });

  return {
    ...reply,
    page,
    size,
    /** The search words the shown rows answer. */
    keyword,
    /** The search box's text. */
    search: typed,
    setSearch: setTyped,
    setPage: (next: number) => setPaging({ page: next }),
    setSize: (next: number) => setPaging({ page: 1, size: next }),
  };
}

