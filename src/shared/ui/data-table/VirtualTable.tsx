import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { SortIcon } from './icons';
import { TableStatus } from './TableStatus';
import type { DataTableColumn, DataTableProps, DataTableSort, DataTableStatus } from './types';
import { cellContent, cssWidth, rowHeaderId, useTableColumns } from './useTableColumns';
import { ScrollRegion, useRowVirtualizer } from './VirtualScroller';

interface VirtualTableProps<Row> extends DataTableProps<Row> {
  /** The list's state, worked out by DataTable from `status`, `isLoading`, `error` and `rows`; rows show only when 'ready'. */
  status: DataTableStatus;
}

const DEFAULT_ROW_HEIGHT = 44;

/**
 * Every row of a long list in a scrolling window: only the rows in view are in the page, while
 * aria-rowcount and aria-rowindex tell assistive technology where each one sits in the whole list.
 */
export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  const { label, rows, getRowId, status, sort, onSortChange, rowHeight = DEFAULT_ROW_HEIGHT, height = 480 } = props;
  const columns = useTableColumns(props);
  const headerId = rowHeaderId(columns);
  const shownRows = status === 'ready' ? rows : [];
  const { scrollRef, virtualizer } = useRowVirtualizer({ rows: shownRows, getRowId, estimateSize: rowHeight, overscan: 8 });
  const grid: CSSProperties = { gridTemplateColumns: columns.map(trackSize).join(' ') };

  return (
    <ScrollRegion ref={scrollRef} label={label} height={height} className="relative overflow-auto">
      <div
        role="table"
        aria-label={label}
        aria-rowcount={shownRows.length + 1}
        aria-busy={status === 'loading' || undefined}
        className="min-w-full text-sm"
      >
        <div role="rowgroup" className="sticky top-0 z-10 bg-surface-muted">
          <div role="row" aria-rowindex={1} className="grid border-b border-border" style={grid}>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
          </div>
        </div>
        {status === 'ready' ? (
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((virtualRow) => {
              const row = shownRows[virtualRow.index];
              if (row === undefined) return null;
              return (
                <div
                  key={virtualRow.key}
                  role="row"
                  aria-rowindex={virtualRow.index + 2}
                  className="absolute start-0 end-0 top-0 grid items-center border-b border-border bg-surface hover:bg-surface-muted"
                  style={{ ...grid, height: rowHeight, transform: `translateY(${virtualRow.start}px)` }}
                >
                  {columns.map((column) => (
                    <div
                      key={column.id}
                      role={column.id === headerId ? 'rowheader' : 'cell'}
                      className={cn(
                        'min-w-0 px-4 font-normal text-ink',
                        column.align === 'end' ? 'text-end' : 'text-start',
                      )}
                    >
                      <CellContent>{cellContent(column, row)}</CellContent>
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        ) : (
          <div role="rowgroup">
            <div role="row" aria-rowindex={2}>
              <div role="cell" aria-colspan={columns.length}>
                <TableStatus
                  status={status}
                  skeletonRows={8}
                  onRetry={props.onRetry}
                  errorMessage={props.errorMessage}
                  emptyTitle={props.emptyTitle}
                  emptyDescription={props.emptyDescription}
                />
              </div>
            </div>
          </div>
        )}
      </div>
    </ScrollRegion>
  );
}

/** Plain text is cut with an ellipsis to keep the fixed row height; controls are left whole. */
function CellContent({ children }: {
  /** What the column's `cell` drew for the row. */
  children: ReactNode;
}) {
  if (typeof children === 'string' || typeof children === 'number') {
    return <span className="block truncate-inline">{children}</span>;
  }
  return <>{children}</>;
}

function trackSize<Row>(column: DataTableColumn<Row>): string {
  return cssWidth(column.width) ?? 'minmax(8rem, 1fr)';
}

interface HeaderCellProps<Row> {
  /** The column this header names. */
  column: DataTableColumn<Row>;
  /** The table's sort, to show whether and which way this column is sorted. */
  sort?: DataTableSort;
  /** Called with this column and the next direction when a sortable header is pressed. */
  onSortChange?: (sort: DataTableSort) => void;
}

function HeaderCell<Row>({ column, sort, onSortChange }: HeaderCellProps<Row>) {
  const direction = sort?.column === column.id ? sort.direction : undefined;
  const cellClass = cn(
    'px-4 py-2.5 font-semibold whitespace-nowrap text-ink-muted',
    column.align === 'end' ? 'text-end' : 'text-start',
  );
  if (!column.isSortable) {
    return (
      <div role="columnheader" className={cellClass}>
        {column.header}
      </div>
    );
  }
  const next = direction === 'ascending' ? 'descending' : 'ascending';
  return (
    <div role="columnheader" aria-sort={direction ?? 'none'} className={cellClass}>
      <button
        type="button"
        onClick={() => onSortChange?.({ column: column.id, direction: next })}
        className={cn(
          'inline-flex items-center gap-1 rounded-control outline-none hover:text-ink focus-visible:ring-2 focus-visible:ring-focus',
          column.align === 'end' && 'flex-row-reverse',
        )}
      >
        {column.header}
        <SortIcon direction={direction} />
      </button>
    </div>
  );
}
