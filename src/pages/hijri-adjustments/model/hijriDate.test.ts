import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { hijriDateOf, hijriDatesByAdjustment } from './hijriDate';

describe('the Hijri date of a country', () => {
  it('is the Umm al-Qura date moved by the adjustment', () => {
    const day = new CalendarDate(2026, 11, 26);
    expect(hijriDateOf(day, 0)).toMatchObject({ year: 1448, month: 6, day: 16 });
    expect(hijriDateOf(day, -2)).toMatchObject({ year: 1448, month: 6, day: 14 });
    expect(hijriDateOf(new CalendarDate(2027, 2, 7), 1)).toMatchObject({ year: 1448, month: 9, day: 1 });
  });

  it('is written in the interface language', () => {
    const dates = hijriDatesByAdjustment(new CalendarDate(2026, 11, 26), 'en-US', [1, 0]);
    expect(dates.get(0)).toBe('Jumada II 16, 1448 AH');
    expect(dates.get(1)).toBe('Jumada II 17, 1448 AH');
    expect(hijriDatesByAdjustment(new CalendarDate(2026, 11, 26), 'ur-PK', [0]).get(0)).toContain('1448');
  });
});
