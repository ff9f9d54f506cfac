import type { ReactNode } from 'react';
import type { ActionMenuItem } from '@/shared/ui/menu';

export type DataTableStatus = 'loading' | 'ready' | 'failed' | 'empty';
export type SortDirection = 'ascending' | 'descending';

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  isSortable?: boolean;
  width?: number | string;
  align?: 'start' | 'end';
  /** Marks the column that names a row (announced while moving between rows); the first column by default. */
  isRowHeader?: boolean;
  /**
   * Shown on each row's card where the list is laid out as cards (a phone), under the row header. When
   * no column of a list is marked, a card shows every column.
   */
  inCard?: boolean;
  /**
   * The cell shows words people typed (a title, a name, a note): they take the direction of their own
   * first letters (`dir="auto"`), so English reads left to right in the Urdu panel and Urdu right to left
   * in the English one. Not for numbers, dates or badges, which follow the panel's language.
   */
  isUserText?: boolean;
}

export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

export interface DataTablePage {
  /** 1-based. */
  pageNumber: number;
  pageSize: number;
  totalRecords: number;
}

export interface DataTableSearch {
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  label?: string;
}

export type DataTableRowAction = Omit<ActionMenuItem, 'href'>;

/** A change the selection bar offers over the chosen rows (Hide, Unhide). */
export interface DataTableBulkAction {
  id: string;
  label: string;
  onAction(): void;
}

/**
 * Rows chosen with a checkbox each (a card's own on a phone), and a bar above the rows naming how many
 * are chosen, with the changes offered over them and a way to clear the choice.
 */
export interface DataTableSelection {
  /** The ids (`getRowId`) of the chosen rows. */
  selected: ReadonlySet<string | number>;
  onChange(selected: Set<string | number>): void;
  actions: DataTableBulkAction[];
  /** A change over the chosen rows is being made: its buttons wait. */
  isPending?: boolean;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId(row: Row): string | number;
  /** Wins over isLoading/error; without either, an empty `rows` means 'empty'. */
  status?: DataTableStatus;
  isLoading?: boolean;
  error?: unknown;
  onRetry?(): void;
  /** Shown in the failed state. */
  errorMessage?: string;
  emptyTitle?: string;
  emptyDescription?: string;
  /** Controlled sort; the caller sorts (usually the server does). */
  sort?: DataTableSort;
  onSortChange?(sort: DataTableSort): void;
  page?: DataTablePage;
  onPageChange?(pageNumber: number): void;
  pageSizeOptions?: number[];
  onPageSizeChange?(size: number): void;
  search?: DataTableSearch;
  rowActions?(row: Row): DataTableRowAction[];
  /** Header of the column holding the row menus; "Action" (the spec's word) when omitted. */
  actionsHeader?: string;
  /** Names a row in its action menu's label ("Actions for …"); the row id by default. */
  getRowLabel?(row: Row): string;
  /** Renders every row in a scrolling window (for "View All" lists of thousands). */
  virtualize?: boolean;
  /** Row height in pixels of a virtualized table. */
  rowHeight?: number;
  /** Height of a virtualized table's scrolling area. */
  height?: number | string;
  toolbar?: ReactNode;
  onRowAction?(row: Row): void;
  /** Words shown when the pointer rests on a row, where a row opens something (the spec's 'Click on a row to view details'). */
  rowHint?: string;
  /** Rows may be chosen, and changed together from the bar above them. */
  selection?: DataTableSelection;
  className?: string;
}
