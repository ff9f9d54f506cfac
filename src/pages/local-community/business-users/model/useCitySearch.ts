import { useMemo, useState } from 'react';
import { siteContract, useApi } from '@/shared/api';
import { useDebouncedValue } from '@/shared/lib/debounce';

const { citySearch, CITY_SEARCH_MIN_CHARACTERS, CITY_SEARCH_LIMIT } = siteContract;

/**
 * Cities whose name starts with what is typed, asked once typing pauses and only from 3 characters (25 at
 * most); the words of the city already chosen are not asked about.
 */
export function useCitySearch(startText: string, chosenLabel?: string) {
  const [text, setText] = useState(startText);
  const keyword = useDebouncedValue(text.trim());
  const asks = keyword.length >= CITY_SEARCH_MIN_CHARACTERS && keyword !== chosenLabel;
  const reply = useApi(citySearch, asks ? { body: { keyword, limitCount: CITY_SEARCH_LIMIT, firstIndex: -2, pageno: 1 } } : null, { keepPreviousData: true });
  const cities = useMemo(() => (asks ? (reply.data?.cities ?? []) : []), [asks, reply.data]);
  return { text, setText, cities, isTooShort: text.trim().length < CITY_SEARCH_MIN_CHARACTERS, isLoading: asks && reply.isLoading, error: reply.error };
}
