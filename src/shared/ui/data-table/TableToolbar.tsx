import type { ReactNode } from 'react';
import { SearchBox } from './SearchBox';
import type { DataTableSearch } from './types';

interface TableToolbarProps {
  /** A search box at the start of the row. */
  search?: DataTableSearch;
  /** The caller's buttons at the end of the row. */
  toolbar?: ReactNode;
}

/** The row above a table: the search box at the start, the caller's buttons at the end. */
export function TableToolbar({ search, toolbar }: TableToolbarProps) {
  if (!search && !toolbar) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3">
      {search ? <SearchBox {...search} /> : <span />}
      {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
    </div>
  );
}
