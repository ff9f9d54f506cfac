import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, visibleRange } from './pageItems';

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps seven slots near the start, the middle and the end', () => {
    expect(pageItems(1, 14)).toEqual([1, 2, 3, 4, 5, 'gap', 14]);
    expect(pageItems(4, 14)).toEqual([1, 2, 3, 4, 5, 'gap', 14]);
    expect(pageItems(5, 14)).toEqual([1, 'gap', 4, 5, 6, 'gap', 14]);
    expect(pageItems(10, 14)).toEqual([1, 'gap', 9, 10, 11, 'gap', 14]);
    expect(pageItems(11, 14)).toEqual([1, 'gap', 10, 11, 12, 13, 14]);
    expect(pageItems(14, 14)).toEqual([1, 'gap', 10, 11, 12, 13, 14]);
  });

  it('always contains the current page', () => {
    for (let current = 1; current <= 30; current += 1) {
      const items = pageItems(current, 30);
      expect(items).toContain(current);
      expect(items).toHaveLength(7);
    }
  });
});

describe('visibleRange', () => {
  it('gives the first and last record of a page', () => {
    expect(visibleRange(1, 10, 134)).toEqual({ from: 1, to: 10 });
    expect(visibleRange(14, 10, 134)).toEqual({ from: 131, to: 134 });
    expect(visibleRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('counts at least one page', () => {
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(10, 134)).toBe(14);
  });
});
