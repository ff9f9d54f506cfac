import { useMemo } from 'react';
import { siteContract, useApi } from '@/shared/api';

/** The form's pickers: every blog category and every staff member who may write articles. */
export function useArticlePickers() {
  const categories = useApi(siteContract.articleCategories, {});
  const authors = useApi(siteContract.articleAuthors, {});
  return useMemo(
    () => ({
      categories: (categories.data ?? []).map((category) => ({ id: category.categoryId, label: category.name })),
      authors: (authors.data ?? []).map((author) => ({ id: author.authorId, label: author.name })),
    }),
    [categories.data, authors.data],
  );
}
