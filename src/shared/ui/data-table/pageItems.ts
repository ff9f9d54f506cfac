export type PageItem = number | 'gap';

/**
 * The page buttons of a pager: all pages when there are few, otherwise the first, the last and
 * the neighbours of the current one, with gaps between. Always at most `slots` entries, so the
 * pager keeps its width while paging.
 */
export function pageItems(current: number, total: number, slots = 7): PageItem[] {
  if (total <= slots) return Array.from({ length: total }, (_, index) => index + 1);
  const side = slots - 2; // pages shown next to the first or last one when near an edge
  if (current <= side - 1) return [...range(1, side), 'gap', total];
  if (current >= total - side + 2) return [1, 'gap', ...range(total - side + 1, total)];
  const around = Math.floor((slots - 4) / 2);
  return [1, 'gap', ...range(current - around, current + around), 'gap', total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** "Showing from–to of total" numbers for a 1-based page. */
export function visibleRange(pageNumber: number, pageSize: number, totalRecords: number) {
  if (totalRecords === 0) return { from: 0, to: 0 };
  const from = (pageNumber - 1) * pageSize + 1;
  return { from, to: Math.min(pageNumber * pageSize, totalRecords) };
}

export function pageCount(pageSize: number, totalRecords: number): number {
  return Math.max(1, Math.ceil(totalRecords / Math.max(1, pageSize)));
}
