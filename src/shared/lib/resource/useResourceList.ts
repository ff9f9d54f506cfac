import { useSearchParams } from 'react-router-dom';
import { useApi, type resourceContract } from '@/shared/api';
import { useSearchInAddress } from './useSearchInAddress';

export const DEFAULT_PAGE_SIZE = 25;

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** A list's order as its headers show it: a declared sort field, either way. */
export interface ResourceListSort {
  column: string;
  direction: 'ascending' | 'descending';
}

/** The order the address names (`?sort=name&dir=desc`), where the resource declares that field sortable. */
function sortOf(resource: resourceContract.Resource, searchParams: URLSearchParams): ResourceListSort | undefined {
  const column = searchParams.get('sort');
  if (column === null || !resource.sortFields.includes(column)) return undefined;
  return { column, direction: searchParams.get('dir') === 'desc' ? 'descending' : 'ascending' };
}

/** The list body in the resource's paging dialect; without a sort, the list's usual order. */
function listBody(resource: resourceContract.Resource, page: number, size: number, keyword: string, descending: boolean, sort: ResourceListSort | undefined) {
  const sortDescending = sort?.direction === 'descending';
  return resource.paging === 'site'
    ? {
        [resource.searchField]: keyword,
        limitCount: size,
        firstIndex: -2,
        pageno: page,
        ...(sort ? { sortField: sort.column, descending: sortDescending } : descending ? {} : { descending: false }),
      }
    : { [resource.searchField]: keyword, pageNumber: page, pageSize: size, descending: sort ? sortDescending : descending, sortProperties: sort ? [sort.column] : [] };
}

export interface ResourceListOptions {
  /** Rows a page when the address names no size. */
  defaultSize?: number;
  /** The declared filters the list is asked with (a type, a course), which the page keeps in its address. */
  filters?: Record<string, unknown>;
  /** The list's usual order: newest first unless false (a course's chapters, in the order they were added; the packages still to come, soonest first). */
  descending?: boolean;
  /** One of the resource's other lists (`moreLists`) rather than its list. */
  list?: string;
}

/**
 * One page of a resource's list, with the page, page size, search words and order kept in the address
 * (`?page=2&size=50&q=ramadan&sort=name&dir=desc`), so a reload, Back and a shared link show the same page.
 */
export function useResourceList(resource: resourceContract.Resource, { defaultSize = DEFAULT_PAGE_SIZE, filters, descending = true, list }: ResourceListOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positive(searchParams.get('page'), 1);
  const size = positive(searchParams.get('size'), defaultSize);
  const { keyword, search, setSearch } = useSearchInAddress();
  const sort = sortOf(resource, searchParams);

  const call = list === undefined ? resource.calls.list : resource.calls.lists[list];
  if (!call) throw new Error(`The ${resource.name} resource has no ${list} list`);
  const reply = useApi(call, resource.listArgs({ ...listBody(resource, page, size, keyword.trim(), descending, sort), ...filters }) as never, { keepPreviousData: true });

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

  // A new order starts again at the first page.
  const setSort = (next: ResourceListSort) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('sort', next.column);
      params.set('dir', next.direction === 'descending' ? 'desc' : 'asc');
      params.delete('page');
      return params;
    });

  return {
    ...reply,
    page,
    size,
    /** The search words the shown rows answer. */
    keyword,
    /** The search box's text. */
    search,
    setSearch,
    /** The order the address names, if any: otherwise the list's usual one. */
    sort,
    setSort,
    setPage: (next: number) => setPaging({ page: next }),
    setSize: (next: number) => setPaging({ page: 1, size: next }),
  };
}

