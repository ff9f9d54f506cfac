import { describe, expect, it } from 'vitest';
import { createDateFormats } from './createDateFormats';

const en = createDateFormats({ locale: 'en', timeZone: 'UTC', ordinalDay: (_day, digits) => `${digits}th` });
const ur = createDateFormats({ locale: 'ur', timeZone: 'UTC' });
const now = new Date('2025-03-14T12:00:00.000Z');

describe('createDateFormats', () => {
  it('writes date and time in the display format', () => {
    expect(en.dateTime('2025-03-14T09:05:00.000Z')).toBe('Mar 14th 2025 9:05');
    expect(ur.dateTime('2025-03-14T09:05:00.000Z')).toBe('مارچ 14 2025 9:05');
  });

  it('writes a day as DD-MM-YYYY in the time zone shown', () => {
    expect(en.numericDate('2025-03-04T09:05:00.000Z')).toBe('04-03-2025');
    expect(ur.numericDate('2025-03-04T09:05:00.000Z')).toBe('04-03-2025');
    expect(createDateFormats({ locale: 'en', timeZone: 'Asia/Karachi' }).numericDate('2025-12-31T20:00:00.000Z')).toBe('01-01-2026');
    expect(en.numericDate('not a date')).toBe('not a date');
  });

  it('writes a day in full, with its weekday', () => {
    expect(en.date('2025-03-14T09:05:00.000Z')).toBe('Friday, March 14, 2025');
    expect(ur.date('2025-03-14T09:05:00.000Z')).toBe('جمعہ، 14 مارچ، 2025');
  });

  it('writes the time of day with AM and PM in English', () => {
    expect(en.time('2025-03-14T03:14:00.000Z')).toBe('3:14 AM');
    expect(en.time('2025-03-14T15:14:00.000Z')).toBe('3:14 PM');
  });

  it('names the part of the day in Urdu, never AM or PM', () => {
    expect(ur.time('2025-03-14T03:14:00.000Z')).toBe('3:14 رات');
    expect(ur.time('2025-03-14T10:00:00.000Z')).toBe('10:00 صبح');
    expect(ur.time('2025-03-14T13:30:00.000Z')).toBe('1:30 دوپہر');
    expect(ur.time('2025-03-14T16:45:00.000Z')).toBe('4:45 سہ پہر');
    expect(ur.time('2025-03-14T19:00:00.000Z')).toBe('7:00 شام');
    for (let hour = 0; hour < 24; hour += 1) expect(ur.time(new Date(Date.UTC(2025, 2, 14, hour)))).not.toMatch(/AM|PM/);
  });

  it('shows times in the asked time zone', () => {
    const karachi = createDateFormats({ locale: 'en', timeZone: 'Asia/Karachi' });
    expect(karachi.time('2025-03-14T21:07:00.000Z')).toBe('2:07 AM');
    expect(karachi.date('2025-03-14T21:07:00.000Z')).toBe('Saturday, March 15, 2025');
  });

  it('says how long ago or how soon, in the largest whole unit', () => {
    expect(en.relative('2025-03-14T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(en.relative('2025-03-14T14:00:00.000Z', now)).toBe('in 2 hours');
    expect(en.relative('2025-03-13T12:00:00.000Z', now)).toBe('yesterday');
    expect(en.relative('2025-03-14T11:59:30.000Z', now)).toBe('30 seconds ago');
    expect(en.relative('2024-12-14T12:00:00.000Z', now)).toBe('3 months ago');
    expect(ur.relative('2025-03-14T11:55:00.000Z', now)).toBe('5 منٹ پہلے');
    expect(ur.relative('2025-03-13T12:00:00.000Z', now)).toBe('گزشتہ کل');
  });

  it('shows an unreadable value as it came', () => {
    expect(en.dateTime('not a date')).toBe('not a date');
    expect(ur.time('not a date')).toBe('not a date');
    expect(en.date('')).toBe('');
    expect(en.relative('soon', now)).toBe('soon');
  });
});
