import { useMemo } from 'react';
import { shopContract, useApi } from '@/shared/api';

const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/** The vendors, the main categories with their sub-categories, and the tags, as the options of pickers and filters. */
export function useShopNames() {
  const vendors = useApi(shopContract.vendorNames, {});
  const categories = useApi(shopContract.productCategoryNames, {});
  const tags = useApi(shopContract.productTagNames, {});
  return useMemo(() => {
    const allCategories = categories.data?.content ?? [];
    return {
      vendors: (vendors.data?.content ?? []).map((vendor) => ({ id: vendor.id, label: vendor.name })).sort(byName),
      mainCategories: allCategories.filter((category) => category.parentCategoryId === null).map((category) => ({ id: category.id, label: category.name })).sort(byName),
      subCategoriesOf: (parentId: number | null) =>
        allCategories.filter((category) => parentId !== null && category.parentCategoryId === parentId).map((category) => ({ id: category.id, label: category.name })).sort(byName),
      tags: (tags.data?.content ?? []).map((tag) => ({ id: tag.id, label: tag.name })).sort(byName),
    };
  }, [vendors.data, categories.data, tags.data]);
}
