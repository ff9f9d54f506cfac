import { Suspense } from 'react';
import { cn } from '@/shared/lib/cn';
import { useNarrowScreen } from '@/shared/lib/device';
import { PagedTable } from './PagedTable';
import { Pagination } from './Pagination';
import { RowCards } from './RowCards';
import { SelectionBar } from './SelectionBar';
import { TableStatus } from './TableStatus';
import { TableToolbar } from './TableToolbar';
import type { DataTableProps, DataTableStatus } from './types';
import { VirtualTable } from './VirtualTable';

/**
 * The panel's list table: search and buttons above, sortable headers, a menu of actions per row,
 * loading / empty / failed states, and paging below, or every row at once when `virtualize` is set.
 * On a screen as narrow as a phone each row is a card instead (its header, the columns marked `inCard`
 * and its menu), so nothing runs off the side.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { search, toolbar, page, onPageChange, pageSizeOptions, onPageSizeChange, virtualize, selection, className } = props;
  const status = resolveStatus(props);
  const asCards = useNarrowScreen();
  return (
    <div className={cn('overflow-hidden rounded-card border border-border bg-surface', className)}>
      <TableToolbar search={search} toolbar={toolbar} />
      {selection && <SelectionBar selection={selection} />}
      {/* A cell waiting for something of its own (words of a namespace not loaded yet) shows the rows as
          loading here, rather than suspending the whole screen: the search box above keeps what is typed. */}
      <Suspense fallback={<TableStatus status="loading" skeletonRows={Math.min(page?.pageSize ?? 5, 10)} />}>
        {asCards ? (
          <RowCards {...props} status={status} />
        ) : virtualize ? (
          <VirtualTable {...props} status={status} />
        ) : (
          <PagedTable {...props} status={status} />
        )}
      </Suspense>
      {page && status === 'ready' && (
        <Pagination
          page={page}
          onPageChange={onPageChange}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </div>
  );
}

function resolveStatus<Row>({ status, isLoading, error, rows }: DataTableProps<Row>): DataTableStatus {
  if (status) return status;
  if (isLoading) return 'loading';
  if (error) return 'failed';
  return rows.length === 0 ? 'empty' : 'ready';
}
