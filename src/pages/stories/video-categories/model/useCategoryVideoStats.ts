import { useState } from 'react';
import { storiesContract, useApi } from '@/shared/api';
import { useDebouncedValue } from '@/shared/lib/debounce';
import type { DataTableSort } from '@/shared/ui/data-table';

type SortField = storiesContract.CategoryVideoStatSortField;
const isSortField = (column: string): column is SortField => (storiesContract.CATEGORY_VIDEO_STAT_SORT_FIELDS as readonly string[]).includes(column);

/**
 * One category's videos for the 'Videos Stat' popup: the title search (asked once typing pauses), the
 * page (10 a page, shell §9) and the order (likes or shares, descending unless turned), each starting the
 * list again from its first page.
 */
export function useCategoryVideoStats(categoryId: number) {
  const [search, setSearchNow] = useState('');
  const title = useDebouncedValue(search.trim());
  const [pageno, setPageno] = useState(1);
  const [sort, setSortNow] = useState<DataTableSort | undefined>(undefined);
  const sortField = sort && isSortField(sort.column) ? sort.column : undefined;
  const reply = useApi(
    storiesContract.categoryVideoStats,
    {
      body: {
        categoryId,
        pageno,
        limitCount: storiesContract.VIDEO_CATEGORY_PAGE_SIZE,
        firstIndex: -2,
        descending: sort?.direction !== 'ascending',
        ...(sortField ? { sortField } : {}),
        ...(title ? { title } : {}),
      },
    },
    { keepPreviousData: true },
  );
  return {
    reply,
    search,
    setSearch: (words: string) => {
      setSearchNow(words);
      setPageno(1);
    },
    title,
    pageno,
    setPageno,
    sort,
    // A column's first press sorts most first (the spec's descending default); the next turns it.
    setSort: (next: DataTableSort) => {
      setSortNow(next.column === sort?.column ? next : { column: next.column, direction: 'descending' });
      setPageno(1);
    },
  };
}
