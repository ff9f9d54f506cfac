import { getDayOfWeek, IslamicUmalquraCalendar, parseDate, toCalendar } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  clampHijriAdjustment,
  displayShiftDays,
  formatIsoDateTime,
  localeWithCalendar,
  parseIsoBound,
  parseIsoDate,
  parseIsoDateTime,
  shiftDays,
  shiftedFirstDayOfWeek,
  weekdayNames,
} from './calendarSystem';

describe('Hijri adjustment', () => {
  it('is clamped to whole days between -2 and +2', () => {
    expect(clampHijriAdjustment(undefined)).toBe(0);
    expect(clampHijriAdjustment(5)).toBe(2);
    expect(clampHijriAdjustment(-3)).toBe(-2);
    expect(clampHijriAdjustment(1.7)).toBe(1);
    expect(clampHijriAdjustment(Number.NaN)).toBe(0);
  });

  it('only shifts the Hijri display', () => {
    expect(displayShiftDays('gregorian', 2)).toBe(0);
    expect(displayShiftDays('hijri', -1)).toBe(-1);
  });

  it('shows the Umm al-Qura date of the shifted day', () => {
    const stored = parseDate('2025-03-10'); // 10 Ramadan 1446 by Umm al-Qura
    const shown = toCalendar(shiftDays(stored, displayShiftDays('hijri', 1)), new IslamicUmalquraCalendar());
    expect([shown.year, shown.month, shown.day]).toEqual([1446, 9, 11]);
    // Undoing the shift gives back the stored Gregorian day.
    expect(shiftDays(shiftDays(stored, 1), -1).toString()).toBe('2025-03-10');
  });

  it('keeps each shown day under its real weekday', () => {
    const locale = 'en-US';
    const shift = 2;
    const real = parseDate('2025-03-14'); // a Friday
    const shown = shiftDays(real, shift);
    const firstDay = shiftedFirstDayOfWeek(locale, shift);
    expect(firstDay).toBe('tue');
    // The column of the shown date in the rotated week equals the real date's column in a normal week.
    expect(getDayOfWeek(shown, locale, firstDay)).toBe(getDayOfWeek(real, locale));
    expect(shiftedFirstDayOfWeek(locale, 0)).toBeUndefined();
    expect(shiftedFirstDayOfWeek(locale, -1)).toBe('sat');
  });
});

describe('ISO values', () => {
  it('parses dates and rejects garbage', () => {
    expect(parseIsoDate('2025-03-10')?.toString()).toBe('2025-03-10');
    expect(parseIsoDate('2025-03-10T08:30:00')?.toString()).toBe('2025-03-10');
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoDate('10/03/2025')).toBeNull();
  });

  it('parses and writes date-times with seconds', () => {
    const value = parseIsoDateTime('2025-03-10T08:30');
    expect(value && formatIsoDateTime(value)).toBe('2025-03-10T08:30:00');
    expect(parseIsoDateTime('2025-03-10')?.toString()).toBe('2025-03-10T00:00:00');
    expect(parseIsoDateTime('nope')).toBeNull();
  });

  it('reads bounds of either kind', () => {
    expect(parseIsoBound('2025-03-10')?.toString()).toBe('2025-03-10');
    expect(parseIsoBound('2025-03-10T09:00:00')?.toString()).toBe('2025-03-10T09:00:00');
    expect(parseIsoBound(undefined)).toBeNull();
  });
});

describe('locales', () => {
  it('forces the calendar on the interface locale', () => {
    expect(localeWithCalendar('ur-PK', 'hijri')).toBe('ur-PK-u-ca-islamic-umalqura');
    expect(localeWithCalendar('en-US', 'gregorian')).toBe('en-US-u-ca-gregory');
  });

  it('names the weekdays from the first day of the week', () => {
    expect(weekdayNames('en-US', 'short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('en-GB', 'short')[0]).toBe('Mon');
    expect(weekdayNames('en-US')).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    // Urdu's narrow names are Latin letters: its own short names are shown instead.
    expect(weekdayNames('ur-PK')).toEqual(['اتوار', 'پیر', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ']);
  });
});
