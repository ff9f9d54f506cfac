import type { ReactNode } from 'react';
import type { ActionMenuItem } from '@/shared/ui/menu';

export type DataTableStatus = 'loading' | 'ready' | 'failed' | 'empty';
export type SortDirection = 'ascending' | 'descending';

export interface DataTableColumn<Row> {
  /** The column's key, unique in the table; the `column` a sort names. */
  id: string;
  /** The words in the column's header, and the field's label on a phone's card. */
  header: string;
  /** Draws the column's cell for one row. */
  cell: (row: Row) => ReactNode;
  /** Lets the header sort the rows by this column, through `onSortChange`. */
  isSortable?: boolean;
  /** The column's width: a number in pixels or a CSS length; the table shares out the rest. */
  width?: number | string;
  /** start (the default) for words, end for numbers and amounts, so they line up. */
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
  /** The words in the search box; the caller keeps them. */
  value: string;
  /** Called with the new words at each change, and with '' when the box is cleared. */
  onChange: (value: string) => void;
  /** Words shown in the empty box; "Search" when omitted. */
  placeholder?: string;
  /** The box's accessible name; "Search" when omitted. */
  label?: string;
}

export type DataTableRowAction = Omit<ActionMenuItem, 'href'>;

/** A change the selection bar offers over the chosen rows (Hide, Unhide). */
export interface DataTableBulkAction {
  id: string;
  label: string;
  onAction: () => void;
}

/**
 * Rows chosen with a checkbox each (a card's own on a phone), and a bar above the rows naming how many
 * are chosen, with the changes offered over them and a way to clear the choice.
 */
export interface DataTableSelection {
  /** The ids (`getRowId`) of the chosen rows. */
  selected: ReadonlySet<string | number>;
  onChange: (selected: Set<string | number>) => void;
  actions: DataTableBulkAction[];
  /** A change over the chosen rows is being made: its buttons wait. */
  isPending?: boolean;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  /** The columns, in order; a column of row menus is added at the end when `rowActions` is given. */
  columns: DataTableColumn<Row>[];
  /** The rows to show: one page of them, or all of them when `virtualize` is set. */
  rows: Row[];
  /** A row's unique id, used as its key and in `selection`. */
  getRowId: (row: Row) => string | number;
  /** Wins over isLoading/error; without either, an empty `rows` means 'empty'. */
  status?: DataTableStatus;
  /** Shows shimmering placeholder rows while the rows load. */
  isLoading?: boolean;
  /** Any truthy value shows the failed state: the message and, with `onRetry`, a retry button. */
  error?: unknown;
  /** Called when the retry button of the failed state is pressed; without it there is no button. */
  onRetry?: () => void;
  /** Shown in the failed state. */
  errorMessage?: string;
  /** The heading shown when there are no rows; "No records found" when omitted. */
  emptyTitle?: string;
  /** The line under the empty heading; "Try another search, or add the first record." when omitted. */
  emptyDescription?: string;
  /** Controlled sort; the caller sorts (usually the server does). */
  sort?: DataTableSort;
  /** Called with the new column and direction when a sortable header (or a phone's sort menu) is used. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The page shown and the total count; adds the "Showing 1–10 of 134" line and the pager below the rows. */
  page?: DataTablePage;
  /** Called with the 1-based page number the person moves to. */
  onPageChange?: (pageNumber: number) => void;
  /** The choices of the "rows per page" menu; the menu shows when there are two or more and `onPageSizeChange` is given. */
  pageSizeOptions?: number[];
  /** Called with the page size the person picks. */
  onPageSizeChange?: (size: number) => void;
  /** A search box above the rows; the caller filters the rows. */
  search?: DataTableSearch;
  /** The items of a row's action menu; adds a column holding the menus. A row with none gets no menu. */
  rowActions?: (row: Row) => DataTableRowAction[];
  /** Header of the column holding the row menus; "Action" (the spec's word) when omitted. */
  actionsHeader?: string;
  /** Names a row in its action menu's label ("Actions for …"); the row id by default. */
  getRowLabel?: (row: Row) => string;
  /** Renders every row in a scrolling window (for "View All" lists of thousands). */
  virtualize?: boolean;
  /** Row height in pixels of a virtualized table. */
  rowHeight?: number;
  /** Height of a virtualized table's scrolling area. */
  height?: number | string;
  /** Buttons at the end of the row above the table, for example "Add Course". */
  toolbar?: ReactNode;
  /** Called with the row the person presses or opens with Enter; on a phone the card's name is the button. A virtualized table ignores it. */
  onRowAction?: (row: Row) => void;
  /** Words shown when the pointer rests on a row, where a row opens something (the spec's 'Click on a row to view details'). */
  rowHint?: string;
  /** Rows may be chosen, and changed together from the bar above them. */
  selection?: DataTableSelection;
  /** Extra classes for the table's outer box, for placement only. */
  className?: string;
}
