import { useMemo, useState } from 'react';
import { siteContract, useApi } from '@/shared/api';
import { useDebouncedValue } from '@/shared/lib/debounce';

const { tags, ARTICLE_LIMITS } = siteContract;

/**
 * Tags matching the words typed, as the spec asks them (blog-tag/list, 25 at most, firstIndex -2,
 * page 1), with the chosen ones kept among the options so their chips keep their names.
 */
export function useTagSuggestions(chosen: readonly siteContract.ArticleTag[]) {
  const [keyword, setKeyword] = useState('');
  // Asked once typing pauses, not at every key.
  const settledKeyword = useDebouncedValue(keyword.trim());
  const reply = useApi(tags.calls.list, tags.listArgs({ keyword: settledKeyword, limitCount: ARTICLE_LIMITS.tagSuggestions, firstIndex: -2, pageno: 1 }) as never, { keepPreviousData: true });
  const items = useMemo(() => {
    const found = (reply.data?.content ?? []).map((tag) => ({ id: tag.tagId, label: tag.name }));
    const chosenItems = chosen.map((tag) => ({ id: tag.tagId, label: tag.name }));
    return [...chosenItems, ...found.filter((item) => !chosen.some((tag) => tag.tagId === item.id))];
  }, [reply.data, chosen]);
  return { items, setKeyword, isLoading: reply.isLoading };
}
