import { Cell, Column, Row as AriaRow, Table, TableBody, TableHeader, type Key, type SortDescriptor } from 'react-aria-components';
import { cn } from '@/shared/lib/cn';
import { SortIcon } from './icons';
import { SelectionCheckbox } from './SelectionCheckbox';
import { TableStatus } from './TableStatus';
import type { DataTableColumn, DataTableProps, DataTableStatus } from './types';
import { cellContent, cssWidth, rowHeaderId, useTableColumns } from './useTableColumns';

interface PagedTableProps<Row> extends DataTableProps<Row> {
  /** The list's state, worked out by DataTable from `status`, `isLoading`, `error` and `rows`; rows show only when 'ready'. */
  status: DataTableStatus;
}

const SELECTION_COLUMN_ID = '__selection';

/** The rows of one page, on react-aria's Table (grid keyboard navigation, aria-sort on headers). */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { label, rows, getRowId, status, sort, onSortChange, onRowAction, rowHint, page, selection } = props;
  const ownColumns = useTableColumns(props);
  const headerId = rowHeaderId(ownColumns);
  // A list whose rows may be chosen starts with a column of checkboxes, the header's choosing the whole page.
  const selectionColumn: DataTableColumn<Row> = { id: SELECTION_COLUMN_ID, header: '', width: 48, cell: () => <SelectionCheckbox /> };
  const columns = selection ? [selectionColumn, ...ownColumns] : ownColumns;
  const items = status === 'ready' ? rows.map((row) => ({ id: getRowId(row), row })) : [];

  const handleSortChange = (descriptor: SortDescriptor) =>
    onSortChange?.({ column: String(descriptor.column), direction: descriptor.direction });
  const handleRowAction = (key: Key) => {
    const item = items.find((candidate) => candidate.id === key);
    if (item) onRowAction?.(item.row);
  };

  return (
    // react-aria's Table does not pass aria-busy on, so the wrapper says the rows are still coming.
    <div className="overflow-x-auto" aria-busy={status === 'loading' || undefined}>
      <Table
        aria-label={label}
        sortDescriptor={sort}
        onSortChange={handleSortChange}
        onRowAction={onRowAction ? handleRowAction : undefined}
        selectionMode={selection ? 'multiple' : 'none'}
        selectionBehavior="toggle"
        selectedKeys={selection ? new Set(items.filter((item) => selection.selected.has(item.id)).map((item) => item.id)) : undefined}
        onSelectionChange={(keys) => selection?.onChange(new Set(keys === 'all' ? items.map((item) => item.id) : [...keys].map((key) => key as string | number)))}
        // Tab moves into fields and menus inside cells; their own keys are left alone.
        keyboardNavigationBehavior="tab"
        className="w-full border-collapse text-sm"
      >
        <TableHeader columns={columns} className="bg-surface-muted">
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.id === headerId}
              allowsSorting={column.isSortable}
              style={{ width: cssWidth(column.width) }}
              className={cn(
                'border-b border-border px-4 py-2.5 font-semibold whitespace-nowrap text-ink-muted outline-none',
                column.align === 'end' ? 'text-end' : 'text-start',
                'data-focus-visible:outline-2 data-focus-visible:-outline-offset-2 data-focus-visible:outline-focus',
                column.isSortable && 'cursor-pointer select-none data-hovered:text-ink',
              )}
            >
              {({ allowsSorting, sortDirection }) =>
                column.id === SELECTION_COLUMN_ID ? (
                  <SelectionCheckbox />
                ) : (
                  <span className={cn('inline-flex items-center gap-1', column.align === 'end' && 'flex-row-reverse')}>
                    {column.header}
                    {allowsSorting && <SortIcon direction={sortDirection} />}
                  </span>
                )
              }
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={items}
          dependencies={[columns]}
          renderEmptyState={() =>
            status === 'ready' ? null : (
              <TableStatus
                status={status}
                skeletonRows={Math.min(page?.pageSize ?? 5, 10)}
                onRetry={props.onRetry}
                errorMessage={props.errorMessage}
                emptyTitle={props.emptyTitle}
                emptyDescription={props.emptyDescription}
              />
            )
          }
        >
          {(item) => (
            <AriaRow
              id={item.id}
              columns={columns}
              className={cn(
                'border-b border-border bg-surface outline-none last:border-b-0 data-hovered:bg-surface-muted',
                'data-focus-visible:outline-2 data-focus-visible:-outline-offset-2 data-focus-visible:outline-focus',
                onRowAction && 'cursor-pointer',
              )}
            >
              {(column) => (
                <Cell
                  className={cn(
                    'px-4 py-2.5 align-middle text-ink outline-none',
                    column.align === 'end' ? 'text-end' : 'text-start',
                    'data-focus-visible:outline-2 data-focus-visible:-outline-offset-2 data-focus-visible:outline-focus',
                  )}
                >
                  {/* react-aria's rows and cells take no title: the hint rides on each cell's content. */}
                  {rowHint ? (
                    <span title={rowHint} className="block">
                      {cellContent(column, item.row)}
                    </span>
                  ) : (
                    cellContent(column, item.row)
                  )}
                </Cell>
              )}
            </AriaRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
