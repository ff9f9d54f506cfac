import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Checkbox } from '@/shared/ui/checkbox';
import { CardSort } from './CardSort';
import { TableStatus } from './TableStatus';
import type { DataTableColumn, DataTableProps, DataTableSelection, DataTableStatus } from './types';
import { ACTIONS_COLUMN_ID, cardColumns, cellContent, rowHeaderId, useTableColumns } from './useTableColumns';
import { ScrollRegion, useRowVirtualizer } from './VirtualScroller';

interface RowCardsProps<Row> extends DataTableProps<Row> {
  /** The list's state, worked out by DataTable from `status`, `isLoading`, `error` and `rows`; rows show only when 'ready'. */
  status: DataTableStatus;
}

/** A first guess at a card's height before it is measured. */
const ESTIMATED_CARD_HEIGHT = 120;

/**
 * The rows of a list on a phone: one card a row, named by its row header, with the columns marked for the
 * card as labelled fields and the row's menu at the card's top end. Nothing runs off the side. A list
 * that `virtualize`s keeps only the cards in view in the page, each measured as it is drawn. A sortable
 * list offers its order in a menu above the cards, as they have no headers to press.
 */
export function RowCards<Row>(props: RowCardsProps<Row>) {
  return (
    <>
      <CardSort columns={props.columns} sort={props.sort} onSortChange={props.onSortChange} />
      {props.selection && props.status === 'ready' && <SelectAllCards {...props} selection={props.selection} />}
      <Cards {...props} />
    </>
  );
}

function Cards<Row>(props: RowCardsProps<Row>) {
  const { status, page, virtualize } = props;
  if (status !== 'ready') {
    return (
      <div aria-busy={status === 'loading' || undefined}>
        <TableStatus
          status={status}
          skeletonRows={virtualize ? 8 : Math.min(page?.pageSize ?? 5, 10)}
          onRetry={props.onRetry}
          errorMessage={props.errorMessage}
          emptyTitle={props.emptyTitle}
          emptyDescription={props.emptyDescription}
        />
      </div>
    );
  }
  return virtualize ? <VirtualCards {...props} /> : <PagedCards {...props} />;
}

/** Above the cards of a list whose rows may be chosen: one box choosing every card of the page. */
function SelectAllCards<Row>({ rows, getRowId, selection }: RowCardsProps<Row> & {
  /** The list's selection, which the box fills with every row of the page or empties. */
  selection: DataTableSelection;
}) {
  const { t } = useTranslation('ui-data');
  const ids = rows.map(getRowId);
  const chosen = ids.filter((id) => selection.selected.has(id)).length;
  return (
    <div className="border-b border-border px-4 py-2">
      <Checkbox
        isSelected={chosen > 0 && chosen === ids.length}
        isIndeterminate={chosen > 0 && chosen < ids.length}
        onChange={(all) => selection.onChange(new Set(all ? ids : []))}
      >
        {t('selectAll')}
      </Checkbox>
    </div>
  );
}

/** A card's box choosing its row, named after the row. */
function CardCheckbox({ id, name, selection }: {
  /** The row's id, added to or taken from the selection. */
  id: string | number;
  /** The row's name, in the box's accessible name ("Select …"). */
  name: string;
  /** The list's selection, which the box changes. */
  selection: DataTableSelection;
}) {
  const { t } = useTranslation('ui-data');
  const toggle = (isSelected: boolean) => {
    const next = new Set(selection.selected);
    if (isSelected) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  return (
    <Checkbox isSelected={selection.selected.has(id)} onChange={toggle} className="mt-0.5 shrink-0">
      <span className="sr-only">{t('selectRow', { name })}</span>
    </Checkbox>
  );
}

function useCardParts<Row>(props: DataTableProps<Row>) {
  const columns = useTableColumns(props);
  const headerId = rowHeaderId(columns);
  return {
    header: columns.find((column) => column.id === headerId),
    fields: cardColumns(columns, headerId),
    actions: columns.find((column) => column.id === ACTIONS_COLUMN_ID),
  };
}

function PagedCards<Row>(props: RowCardsProps<Row>) {
  const { label, rows, getRowId, getRowLabel, selection } = props;
  const parts = useCardParts(props);
  return (
    <ul aria-label={label}>
      {rows.map((row) => (
        <RowCard
          key={getRowId(row)}
          row={row}
          {...parts}
          onRowAction={props.onRowAction}
          checkbox={selection && <CardCheckbox id={getRowId(row)} name={getRowLabel ? getRowLabel(row) : String(getRowId(row))} selection={selection} />}
        />
      ))}
    </ul>
  );
}

function VirtualCards<Row>(props: RowCardsProps<Row>) {
  const { label, rows, getRowId, height = 480 } = props;
  const parts = useCardParts(props);
  const { scrollRef, virtualizer } = useRowVirtualizer({ rows, getRowId, estimateSize: ESTIMATED_CARD_HEIGHT, overscan: 4 });
  return (
    <ScrollRegion ref={scrollRef} label={label} height={height} className="overflow-y-auto">
      <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <RowCard
              key={item.key}
              row={row}
              {...parts}
              onRowAction={props.onRowAction}
              measure={virtualizer.measureElement}
              index={item.index}
              count={rows.length}
              style={{ position: 'absolute', insetInline: 0, top: 0, transform: `translateY(${item.start}px)` }}
            />
          );
        })}
      </ul>
    </ScrollRegion>
  );
}

interface RowCardProps<Row> {
  /** The row the card shows. */
  row: Row;
  /** The column whose cell names the card, at its top. */
  header?: DataTableColumn<Row>;
  /** The columns shown as labelled fields under the name. */
  fields: DataTableColumn<Row>[];
  /** The column of row menus, whose menu sits at the card's top end. */
  actions?: DataTableColumn<Row>;
  /** Called with the row when its name is pressed; without it the name is plain text. */
  onRowAction?: (row: Row) => void;
  /** The box choosing the row, in a list whose rows may be chosen. */
  checkbox?: ReactNode;
  /** In a virtual list: measures the drawn card, which sits at `index` of `count`. */
  measure?: (element: HTMLElement | null) => void;
  /** In a virtual list: the card's 0-based place in the whole list. */
  index?: number;
  /** In a virtual list: how many rows the whole list has. */
  count?: number;
  /** In a virtual list: the card's position inside the scrolling window. */
  style?: CSSProperties;
}

function RowCard<Row>({ row, header, fields, actions, onRowAction, checkbox, measure, index, count, style }: RowCardProps<Row>) {
  const nameId = useId();
  const name = header && cellContent(header, row);
  return (
    <li
      ref={measure}
      data-index={index}
      aria-labelledby={nameId}
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={count}
      style={style}
      className="flex flex-col gap-2 border-b border-border bg-surface px-4 py-3 text-sm last:border-b-0"
    >
      <div className="flex items-start justify-between gap-3">
        {checkbox}
        <div id={nameId} className="min-w-0 flex-1 text-start font-medium break-words text-ink">
          {onRowAction ? (
            <button type="button" onClick={() => onRowAction(row)} className="text-start outline-none focus-visible:ring-2 focus-visible:ring-focus">
              {name}
            </button>
          ) : (
            name
          )}
        </div>
        {actions && <div className="-my-1 shrink-0">{actions.cell(row)}</div>}
      </div>
      {fields.length > 0 && (
        <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5">
          {fields.map((column) => (
            <div key={column.id} className="contents">
              <dt className="text-ink-muted">{column.header}</dt>
              <dd className="min-w-0 text-start break-words text-ink">
                {cellContent(column, row)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
