import { pagedReply } from './pagedReply';

/**
 * A list kept in memory for a story's MSW handlers, so a change the story makes (a save, a publish)
 * shows when the screen reads the list again. `reset` in a `beforeEach` gives every story a fresh copy.
 */
export function memoryList<T extends { id: number }>(initial: readonly T[], order?: (a: T, b: T) => number) {
  let rows: T[] = [...initial];
  return {
    reset(next: readonly T[] = initial) {
      rows = [...next];
    },
    /** An MSW resolver answering a `{ pageNumber, pageSize }` body with one page, in `order`. */
    reply(info: { request: Request }) {
      return pagedReply(order ? [...rows].sort(order) : rows)(info);
    },
    update(id: number, change: Partial<T>) {
      rows = rows.map((row) => (row.id === id ? { ...row, ...change } : row));
    },
    has(id: number) {
      return rows.some((row) => row.id === id);
    },
  };
}
