import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { ActionMenu } from '@/shared/ui/menu';
import type { DataTableColumn, DataTableProps } from './types';

export const ACTIONS_COLUMN_ID = '__actions';

/** The caller's columns, plus a trailing "Action" column holding each row's menu. */
export function useTableColumns<Row>({
  columns,
  rowActions,
  getRowId,
  getRowLabel,
  actionsHeader,
}: Pick<DataTableProps<Row>, 'columns' | 'rowActions' | 'getRowId' | 'getRowLabel' | 'actionsHeader'>): DataTableColumn<Row>[] {
  const { t } = useTranslation('ui-data');
  if (!rowActions) return columns;
  const actionsColumn: DataTableColumn<Row> = {
    id: ACTIONS_COLUMN_ID,
    header: actionsHeader ?? t('actions'),
    align: 'end',
    width: 96,
    cell: (row) => {
      const items = rowActions(row);
      if (items.length === 0) return null;
      const name = getRowLabel ? getRowLabel(row) : String(getRowId(row));
      return <ActionMenu label={t('rowActions', { name })} items={items} />;
    },
  };
  return [...columns, actionsColumn];
}

/** The column that names each row: the marked one, else the first. */
export function rowHeaderId<Row>(columns: DataTableColumn<Row>[]): string | undefined {
  return (columns.find((column) => column.isRowHeader) ?? columns[0])?.id;
}

/** What a row's card shows under its header: the columns marked `inCard`, else every other column but the menu. */
export function cardColumns<Row>(columns: DataTableColumn<Row>[], headerId: string | undefined): DataTableColumn<Row>[] {
  const fields = columns.filter((column) => column.id !== headerId && column.id !== ACTIONS_COLUMN_ID);
  return fields.some((column) => column.inCard) ? fields.filter((column) => column.inCard) : fields;
}

/**
 * A cell's content. Typed words (`isUserText`) read in their own direction, English left to right in
 * Urdu, inside an inline `dir="auto"` isolate, so the column keeps the panel's alignment.
 */
export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  const content = column.cell(row);
  return column.isUserText ? <span dir="auto">{content}</span> : content;
}

export function cssWidth(width: number | string | undefined): string | undefined {
  return typeof width === 'number' ? `${width}px` : width;
}
