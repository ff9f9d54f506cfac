import { afterAll, expect } from 'vitest';
import { refusedByPolicy } from './support';

// The panel works under its own Content-Security-Policy: nothing it needs is refused on any journey.
afterAll(() => {
  expect(refusedByPolicy).toEqual([]);
});
