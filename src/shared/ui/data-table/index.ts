export { DataTable } from './DataTable';
export { EditableCell, type EditableCellProps } from './EditableCell';
export { SearchBox } from './SearchBox';
export type {
  DataTableBulkAction,
  DataTableColumn,
  DataTablePage,
  DataTableProps,
  DataTableRowAction,
  DataTableSearch,
  DataTableSelection,
  DataTableSort,
  DataTableStatus,
  SortDirection,
} from './types';
