import { useMemo } from 'react';
import { siteContract, useApi } from '@/shared/api';

/** Every gallery category (the spec's View All of 10000), as the options of a category picker. */
export function useGalleryCategoryItems() {
  const reply = useApi(
    siteContract.galleryCategories.calls.list,
    siteContract.galleryCategories.listArgs({ keyword: '', limitCount: 10_000, firstIndex: -2, pageno: 1 }) as never,
  );
  const items = useMemo(
    () => (reply.data?.content ?? []).map((category) => ({ id: category.categoryId, label: category.title })).sort((a, b) => a.label.localeCompare(b.label)),
    [reply.data],
  );
  return { items, isLoading: reply.isLoading, error: reply.error };
}
