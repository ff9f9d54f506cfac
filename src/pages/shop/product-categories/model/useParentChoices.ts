import { useMemo } from 'react';
import { shopContract, useApi } from '@/shared/api';

/**
 * The parents a category may have: the main categories other than itself, by name; none at all when it
 * has sub-categories of its own (categories are two levels deep).
 */
export function useParentChoices(categoryId: number | undefined) {
  const reply = useApi(shopContract.productCategoryNames, {});
  return useMemo(() => {
    const names = reply.data?.content ?? [];
    const hasSubCategories = categoryId !== undefined && names.some((name) => name.parentCategoryId === categoryId);
    const mains = names.filter((name) => name.parentCategoryId === null && name.id !== categoryId);
    const parents = hasSubCategories ? [] : mains.map((name) => ({ id: name.id, label: name.name })).sort((a, b) => a.label.localeCompare(b.label));
    return { parents, hasSubCategories, isLoading: reply.isLoading };
  }, [reply.data, reply.isLoading, categoryId]);
}
