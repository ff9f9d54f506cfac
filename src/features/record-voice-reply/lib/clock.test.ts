import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';

describe('formatClock', () => {
  it('shows minutes and two-digit seconds, dropping parts of a second', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7_999)).toBe('0:07');
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(5 * 60_000)).toBe('5:00');
  });

  it('treats nonsense as zero', () => {
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
