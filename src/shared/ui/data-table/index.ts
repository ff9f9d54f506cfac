export { DataTable } from './DataTable';
export { EditableCell, type EditableCellProps } from './EditableCell';
export type {
  DataTableColumn,
  DataTablePage,
  DataTableProps,
  DataTableRowAction,
  DataTableSearch,
  DataTableSort,
  DataTableStatus,
  SortDirection,
} from './types';
