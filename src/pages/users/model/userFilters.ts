import { useSearchParams } from 'react-router-dom';
import { recordId } from '@/shared/lib/record-id';

const STATUSES = ['0', '1', '2', '3'];

/**
 * The list's status and user id filters, kept in the address (`?status=0&userId=2001`) beside its page
 * and search words; changing one starts again at page 1. No status lists every status.
 */
export function useUserFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawStatus = searchParams.get('status');
  const status = rawStatus !== null && STATUSES.includes(rawStatus) ? Number(rawStatus) : null;
  const userId = recordId(searchParams.get('userId'));
  const set = (name: 'status' | 'userId', value: number | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, String(value));
      next.delete('page');
      return next;
    });
  return {
    status,
    userId,
    setStatus: (value: number | null) => set('status', value),
    setUserId: (value: number | null) => set('userId', value),
  };
}
