import { useState, type ReactNode } from 'react';
import { errorText, PAGE_SIZES, recogniseServerMessage, serverText, type resourceContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useResourceActions, useResourceList, type ResourceListOptions } from '@/shared/lib/resource';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type DataTableRowAction, type DataTableSelection } from '@/shared/ui/data-table';
import { showToast } from '@/shared/ui/toast';
import { useResourceAccess } from '../model/useResourceAccess';

type Row = Record<string, unknown>;

/** A change offered over chosen rows: a bulk action the resource declares, with what else its body takes (hide all, `hideIndicator: 1`). */
export interface ResourceListBulkAction {
  id: string;
  /** The declared bulk action it calls. */
  action: string;
  label: string;
  body?: object;
}

export interface ResourceListProps<R extends Row> extends ResourceListOptions {
  resource: resourceContract.Resource;
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<R>[];
  /** Names a row in its menu and in the delete question. */
  getRowLabel(row: R): string;
  /** Where View and Edit lead (a page or a dialog); each is offered only with its bit. */
  onView?(row: R): void;
  onEdit?(row: R): void;
  /** Whether Edit is offered on this row, beyond the bit (a user who outranks the viewer: no). */
  canEdit?(row: R): boolean;
  /** Whether View is offered on this row, beyond the bit (a package still to come offers Edit instead). */
  canView?(row: R): boolean;
  emptyTitle: string;
  emptyDescription?: string;
  /** Buttons beside the search box (Add). */
  toolbar?: ReactNode;
  /**
   * Menu items of the section's own after View and Edit (a status change through `perform`); the
   * caller offers each only with its bit (`useResourceAccess`) and for the rows it suits.
   */
  moreActions?(row: R, perform: ReturnType<typeof useResourceActions>['perform']): DataTableRowAction[];
  /** Where the spec has no search box on this list. */
  isSearchHidden?: boolean;
  /** What the search box looks in, where 'Search' says too little ('Search by e-mail'). */
  searchLabel?: string;
  /**
   * Changes offered over chosen rows, each only with its bits: rows then get checkboxes and a bar offers
   * these over the chosen ones; the outcome is told (how many changed, which were refused and why).
   */
  bulkActions?: ResourceListBulkAction[];
  /** What pressing a row (or Enter on it) does, beside its menu: a list whose rows open their details. */
  onRowAction?(row: R): void;
  /** Words shown when the pointer rests on a row that opens something. */
  rowHint?: string;
}

/**
 * A resource's list: search words, page, page size and order in the address, a row menu with View, Edit and
 * Delete as the caller's bits allow (Delete asks first), and the loading, empty and failed states. The
 * header of each column named as a field the resource declares sortable sorts the list on the server.
 * Other filters (another course) start a list of their own: the rows of the last ones are not shown
 * while the new ones load, as they are between two pages of the same list.
 */
export function ResourceList<R extends Row>(props: ResourceListProps<R>) {
  return <FilteredList<R> key={`${props.list ?? ''}${JSON.stringify(props.filters ?? {})}`} {...props} />;
}

function FilteredList<R extends Row>({
  resource,
  label,
  columns,
  getRowLabel,
  onView,
  onEdit,
  canEdit = () => true,
  canView = () => true,
  emptyTitle,
  emptyDescription,
  toolbar,
  moreActions,
  isSearchHidden = false,
  searchLabel,
  bulkActions = [],
  onRowAction,
  rowHint,
  defaultSize,
  filters,
  descending,
  list: listName,
}: ResourceListProps<R>) {
  const { t } = useTranslation('resource-list');
  const list = useResourceList(resource, { defaultSize, filters, descending, list: listName });
  const { remove, perform, performBulk } = useResourceActions(resource);
  const [deleting, setDeleting] = useState<R | null>(null);
  const allows = useResourceAccess(resource);
  const idOf = (row: R) => Number(row[resource.idKey]);

  const rowActions = (row: R): DataTableRowAction[] => [
    ...(onView && allows('find') && canView(row) ? [{ id: 'view', label: t('view'), onAction: () => onView(row) }] : []),
    ...(onEdit && allows('update') && canEdit(row) ? [{ id: 'edit', label: t('edit'), onAction: () => onEdit(row) }] : []),
    ...(moreActions?.(row, perform) ?? []),
    ...(allows('delete') ? [{ id: 'delete', label: t('delete'), tone: 'danger' as const, onAction: () => setDeleting(row) }] : []),
  ];
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      showToast({ tone: 'success', title: await remove(idOf(deleting)) });
    } catch (error) {
      showToast({ tone: 'danger', title: t('deleteFailed'), description: errorText(error) });
      throw error;
    }
  };

  const rows = (list.data?.content ?? []) as R[];
  const selection = useBulkSelection(rows, idOf, getRowLabel, bulkActions.filter((offered) => allows({ bulkAction: offered.action })), performBulk);
  const sortableColumns = columns.map((column) => (resource.sortFields.includes(column.id) ? { ...column, isSortable: column.isSortable ?? true } : column));
  const mayActOnRows =
    Boolean((onView && allows('find')) || (onEdit && allows('update')) || allows('delete')) || rows.some((row) => (moreActions?.(row, perform).length ?? 0) > 0);
  return (
    <>
      <DataTable
        label={label}
        columns={sortableColumns}
        rows={rows}
        getRowId={idOf}
        getRowLabel={getRowLabel}
        isLoading={list.isLoading && !list.data}
        error={list.data ? undefined : list.error}
        errorMessage={errorText(list.error) ?? t('failed')}
        onRetry={() => void list.mutate()}
        emptyTitle={list.keyword ? t('noMatch', { keyword: list.keyword }) : emptyTitle}
        emptyDescription={list.keyword ? undefined : emptyDescription}
        search={isSearchHidden ? undefined : { value: list.search, onChange: list.setSearch, label: searchLabel ?? t('search'), placeholder: searchLabel ?? t('search') }}
        toolbar={toolbar}
        sort={list.sort}
        onSortChange={list.setSort}
        page={list.data ? { pageNumber: list.page, pageSize: list.size, totalRecords: list.data.totalRecords } : undefined}
        onPageChange={list.setPage}
        // A section's own page size (the spec's six chapters) is offered beside the usual ones.
        pageSizeOptions={PAGE_SIZES.includes(list.size) ? PAGE_SIZES : [list.size, ...PAGE_SIZES].sort((a, b) => a - b)}
        onPageSizeChange={list.setSize}
        // A profile that may do nothing to any row gets no Actions column at all.
        rowActions={mayActOnRows ? rowActions : undefined}
        selection={selection}
        onRowAction={onRowAction}
        rowHint={onRowAction ? rowHint : undefined}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle')}
        message={deleting ? t('deleteMessage', { name: getRowLabel(deleting) }) : ''}
        confirmLabel={t('delete')}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/**
 * The rows chosen on the page shown and the bar's changes over them: after one, the outcome is told
 * (how many changed; each refused row by name, with the server's words why), and the choice is cleared.
 */
function useBulkSelection<R extends Row>(
  rows: R[],
  idOf: (row: R) => number,
  getRowLabel: (row: R) => string,
  offered: ResourceListBulkAction[],
  performBulk: ReturnType<typeof useResourceActions>['performBulk'],
): DataTableSelection | undefined {
  const { t } = useTranslation('resource-list');
  const [chosen, setChosen] = useState<ReadonlySet<string | number>>(new Set());
  const [isPending, setPending] = useState(false);
  if (offered.length === 0) return undefined;
  // Only rows of the page shown count: another page or order leaves the choice behind.
  const selected = new Set(rows.map(idOf).filter((id) => chosen.has(id)));
  const nameOf = (id: number) => {
    const row = rows.find((candidate) => idOf(candidate) === id);
    return row ? getRowLabel(row) : `#${id}`;
  };
  const run = async (bulk: ResourceListBulkAction) => {
    setPending(true);
    try {
      const { result } = await performBulk(bulk.action, [...selected].map(Number), bulk.body);
      const refused = result.refused.map(({ id, message }) => {
        const words = recogniseServerMessage(message);
        return t('refusedOne', { name: nameOf(id), reason: serverText(message, words?.code, words?.params) });
      });
      showToast({
        tone: refused.length > 0 ? 'warning' : 'success',
        title: t('bulkChanged', { count: result.changed }),
        description: refused.length > 0 ? t('bulkRefused', { count: refused.length, names: refused.join('; ') }) : undefined,
      });
      setChosen(new Set());
    } catch (error) {
      showToast({ tone: 'danger', title: t('bulkFailed'), description: errorText(error) });
    } finally {
      setPending(false);
    }
  };
  return {
    selected,
    onChange: setChosen,
    isPending,
    actions: offered.map((bulk) => ({ id: bulk.id, label: bulk.label, onAction: () => void run(bulk) })),
  };
}
