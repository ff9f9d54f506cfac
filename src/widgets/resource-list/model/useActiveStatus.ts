import { useSearchParams } from 'react-router-dom';
import { errorText, type resourceContract } from '@/shared/api';
import type { useResourceActions } from '@/shared/lib/resource';
import type { DataTableRowAction } from '@/shared/ui/data-table';
import { showToast } from '@/shared/ui/toast';
import { useResourceAccess } from './useResourceAccess';

export type ActiveStatus = 'ALL' | 'ACTIVE' | 'INACTIVE';
type Perform = ReturnType<typeof useResourceActions>['perform'];

/** A list's Active/Inactive filter, kept in the address (`?status=`); a new choice goes back to the first page. */
export function useActiveStatusFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = (['ACTIVE', 'INACTIVE'].find((value) => value === searchParams.get('status')) ?? 'ALL') as ActiveStatus;
  const choose = (next: ActiveStatus) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'ALL') params.delete('status');
      else params.set('status', next);
      params.delete('page');
      return params;
    });
  /** The list body's `status`: empty for every record. */
  const sent = status === 'ALL' ? '' : status;
  return { status, choose, sent };
}

export interface ActiveStatusWords {
  activate: string;
  deactivate: string;
  /** The toast's title when the change is refused; the server's words go under it. */
  failed: string;
  /** The server's words of success in the panel's language. */
  success(message: string): string | undefined;
}

/**
 * A row's Activate or Deactivate (the resource's `activate` and `deactivate` actions, by the row's
 * `isActive`), offered to whoever holds the action's bits; the toast says the server's words.
 */
export function useActiveStatusActions<Row extends { id: number; isActive: boolean }>(resource: resourceContract.Resource, words: ActiveStatusWords) {
  const allows = useResourceAccess(resource);
  return (row: Row, perform: Perform): DataTableRowAction[] => {
    const action = row.isActive ? 'deactivate' : 'activate';
    if (!allows({ action })) return [];
    const change = async () => {
      try {
        showToast({ tone: 'success', title: words.success((await perform(action, row.id)).message) ?? '' });
      } catch (error) {
        showToast({ tone: 'danger', title: words.failed, description: errorText(error) });
      }
    };
    return [{ id: action, label: words[action], onAction: () => void change() }];
  };
}
