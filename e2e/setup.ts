import { afterAll, beforeAll, expect } from 'vitest';
import { refusedByPolicy } from './support';

// The panel works under its own Content-Security-Policy: nothing it needs is refused on any journey.
// A worker runs several files with one copy of the list, so each file starts it afresh.
beforeAll(() => {
  refusedByPolicy.splice(0);
});
afterAll(() => {
  expect(refusedByPolicy).toEqual([]);
});
