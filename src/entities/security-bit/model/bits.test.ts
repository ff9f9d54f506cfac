import { describe, expect, it } from 'vitest';
import { holdsBit, withBit } from './bits';

describe('the permission bits of an editor', () => {
  it('lets ALL stand alone: choosing it clears the others, and they cannot change while it is chosen', () => {
    expect(withBit(1 | 8, 'all', true)).toBe(127);
    expect(withBit(127, 'edit', false)).toBe(127);
    expect(withBit(127, 'all', false)).toBe(0);
    expect(holdsBit(127, 'list')).toBe(false);
    expect(holdsBit(127, 'all')).toBe(true);
  });

  it('adds and takes away single bits', () => {
    expect(withBit(0, 'list', true)).toBe(1);
    expect(withBit(1 | 16, 'delete', false)).toBe(1);
    expect(withBit(63, 'perform', true)).toBe(63);
    expect(holdsBit(63, 'all')).toBe(false);
    expect(holdsBit(1 | 4, 'add')).toBe(true);
  });
});
