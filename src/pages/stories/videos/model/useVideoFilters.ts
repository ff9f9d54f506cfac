import { useSearchParams } from 'react-router-dom';
import { storiesContract } from '@/shared/api';

const wholeOrNull = (text: string | null) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : null;
};
const dayOrNull = (text: string | null) => (text !== null && storiesContract.isCalendarDay(text) ? text : null);

export interface VideoFilterValues {
  videoId: number | null;
  categoryId: number | null;
  startDate: string | null;
  endDate: string | null;
}

const PARAMS: Record<keyof VideoFilterValues, string> = { videoId: 'id', categoryId: 'category', startDate: 'from', endDate: 'to' };

/**
 * The list's filters beside the title search, kept in the address (`?id=12&category=3&from=2026-01-01&to=2026-01-31`)
 * so a reload, Back and a shared link show the same videos; a change starts again at the first page.
 */
export function useVideoFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const values: VideoFilterValues = {
    videoId: wholeOrNull(searchParams.get(PARAMS.videoId)),
    categoryId: wholeOrNull(searchParams.get(PARAMS.categoryId)),
    startDate: dayOrNull(searchParams.get(PARAMS.startDate)),
    endDate: dayOrNull(searchParams.get(PARAMS.endDate)),
  };
  const choose = (change: Partial<VideoFilterValues>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [field, value] of Object.entries(change) as [keyof VideoFilterValues, unknown][]) {
        if (value === null || value === undefined || value === '') next.delete(PARAMS[field]);
        else next.set(PARAMS[field], String(value));
      }
      next.delete('page');
      return next;
    });
  const isFiltered = Object.values(values).some((value) => value !== null);
  return {
    values,
    choose,
    isFiltered,
    clear: () => choose({ videoId: null, categoryId: null, startDate: null, endDate: null }),
    /** The list body's filters (shell §7: id, categoryId and the date range). */
    sent: {
      ...(values.videoId ? { id: values.videoId } : {}),
      ...(values.categoryId ? { categoryId: values.categoryId } : {}),
      ...(values.startDate ? { startDate: values.startDate } : {}),
      ...(values.endDate ? { endDate: values.endDate } : {}),
    },
  };
}
