import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { discountsContract, useApi } from '@/shared/api';

/** The spec loads up to 100 discounts at once, with no paging. */
export const DISCOUNT_LIST_SIZE = 100;

export function useDiscounts() {
  return useApi(discountsContract.listDiscounts, {
    body: { descending: true, pageNumber: 1, pageSize: DISCOUNT_LIST_SIZE, sortProperties: [], type: 0 },
  });
}

/** One discount for the edit form; `null` waits. */
export function useDiscount(id: number | null) {
  return useApi(discountsContract.getDiscount, id === null ? null : { params: { id } });
}

/** Every cached discount and course reply is fetched again (publishing changes both). */
export function useRefreshDiscounts() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          Array.isArray(key) &&
          key[0] === 'academy' &&
          typeof key[2] === 'string' &&
          (key[2].startsWith('/discount') || key[2].startsWith('/course')),
      ),
    [mutate],
  );
}
