import { useSearchParams } from 'react-router-dom';

export type StatusFilter = '' | 'ACTIVE' | 'INACTIVE';
const STATUSES: readonly StatusFilter[] = ['ACTIVE', 'INACTIVE'];

/** The list's vendor, category and status filters, kept in the address (`?vendor=3&category=7&status=ACTIVE`); a change starts at page 1. */
export function useProductFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status') as StatusFilter | null;
  const filters = {
    vendorId: Number(searchParams.get('vendor')) || 0,
    categoryId: Number(searchParams.get('category')) || 0,
    status: status && STATUSES.includes(status) ? status : ('' as StatusFilter),
  };
  const choose = (param: 'vendor' | 'category' | 'status', value: string | number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 0 || value === '') next.delete(param);
      else next.set(param, String(value));
      next.delete('page');
      return next;
    });
  return { filters, choose };
}
