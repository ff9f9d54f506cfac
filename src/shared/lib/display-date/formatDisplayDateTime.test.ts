import { describe, expect, it } from 'vitest';
import { formatDisplayDateTime } from './formatDisplayDateTime';

const th = (day: number) => `${day}th`;

describe('formatDisplayDateTime', () => {
  it('writes MMM Do YYYY H:mm', () => {
    expect(formatDisplayDateTime('2025-03-14T09:05:00.000Z', { locale: 'en', timeZone: 'UTC', ordinalDay: th })).toBe('Mar 14th 2025 9:05');
  });

  it('counts hours from 0 to 23 without a leading zero', () => {
    expect(formatDisplayDateTime('2026-11-20T00:30:00.000Z', { locale: 'en', timeZone: 'UTC', ordinalDay: th })).toBe('Nov 20th 2026 0:30');
    expect(formatDisplayDateTime('2026-11-20T21:07:00.000Z', { locale: 'en', timeZone: 'UTC', ordinalDay: th })).toBe('Nov 20th 2026 21:07');
  });

  it('shows the moment in the asked time zone', () => {
    expect(formatDisplayDateTime('2026-11-20T21:07:00.000Z', { locale: 'en', timeZone: 'Asia/Karachi' })).toBe('Nov 21 2026 2:07');
  });

  it('keeps the order and the digits in Urdu, with the Urdu month name', () => {
    expect(formatDisplayDateTime(new Date(Date.UTC(2025, 2, 14, 9, 5)), { locale: 'ur', timeZone: 'UTC' })).toBe('مارچ 14 2025 9:05');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDisplayDateTime('not a date', { locale: 'en', timeZone: 'UTC' })).toBe('not a date');
  });
});
