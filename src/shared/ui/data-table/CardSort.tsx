import { useTranslation } from '@/shared/i18n';
import { Select } from '@/shared/ui/select';
import type { DataTableColumn, DataTableSort, SortDirection } from './types';

interface CardSortProps<Row> {
  /** The list's columns; each sortable one is offered ascending and descending. */
  columns: DataTableColumn<Row>[];
  /** The order in force, shown as the menu's choice; the default order when omitted. */
  sort?: DataTableSort;
  /** Called with the column and direction picked; without it the menu is not shown. */
  onSortChange?: (sort: DataTableSort) => void;
}

const DIRECTIONS: SortDirection[] = ['ascending', 'descending'];

/**
 * The list's order where rows are cards (a phone), which have no headers to press: each sortable column,
 * ascending or descending, from one menu. Nothing when the list cannot be sorted.
 */
export function CardSort<Row>({ columns, sort, onSortChange }: CardSortProps<Row>) {
  const { t } = useTranslation('ui-data');
  const sortable = columns.filter((column) => column.isSortable);
  if (!onSortChange || sortable.length === 0) return null;
  const items = sortable.flatMap((column) =>
    DIRECTIONS.map((direction) => ({ id: `${column.id}:${direction}`, label: t(`sortOrder.${direction}`, { column: column.header }) })),
  );
  const choose = (key: string) => {
    const [column = '', direction] = key.split(':');
    onSortChange({ column, direction: direction === 'descending' ? 'descending' : 'ascending' });
  };
  return (
    <div className="border-b border-border px-4 py-3">
      <Select<string>
        label={t('sortBy')}
        items={items}
        selectedKey={sort ? `${sort.column}:${sort.direction}` : null}
        placeholder={t('sortDefault')}
        onSelectionChange={choose}
      />
    </div>
  );
}
