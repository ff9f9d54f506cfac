import { describe, expect, it } from 'vitest';
import { daysInHijriMonth, gregorianDateOf, hijriDateText, parseHijriDateText } from './hijriDate';

describe('gregorianDateOf (Umm al-Qura)', () => {
  it('gives the known Gregorian days of Hijri dates', () => {
    expect(gregorianDateOf({ day: 1, month: 9, year: 1447 })).toBe('2026-02-18');
    expect(gregorianDateOf({ day: 27, month: 7, year: 1448 })).toBe('2027-01-05');
    expect(gregorianDateOf({ day: 1, month: 1, year: 1448 })).toBe('2026-06-16');
    expect(gregorianDateOf({ day: 10, month: 12, year: 1448 })).toBe('2027-05-16');
  });

  it("moves the day back by a country's adjustment (a country a day ahead meets the date a day sooner)", () => {
    expect(gregorianDateOf({ day: 27, month: 7, year: 1448 }, 1)).toBe('2027-01-04');
    expect(gregorianDateOf({ day: 27, month: 7, year: 1448 }, -2)).toBe('2027-01-07');
  });

  it('refuses a day the month does not have, and dates out of the spec range', () => {
    expect(daysInHijriMonth(1448, 1)).toBe(29);
    expect(gregorianDateOf({ day: 30, month: 1, year: 1448 })).toBeNull();
    expect(gregorianDateOf({ day: 30, month: 2, year: 1448 })).toBe('2026-08-13');
    expect(gregorianDateOf({ day: 1, month: 1, year: 1301 })).toBeNull();
    expect(gregorianDateOf({ day: 1, month: 13, year: 1448 })).toBeNull();
  });
});

describe('the stored "day,month name,year"', () => {
  it('is written and read back', () => {
    expect(hijriDateText({ day: 27, month: 7, year: 1448 })).toBe('27,Rajab,1448');
    expect(parseHijriDateText('27,Rajab,1448')).toEqual({ day: 27, month: 7, year: 1448 });
    expect(parseHijriDateText('10,Dhul Hijjah,1448')).toEqual({ day: 10, month: 12, year: 1448 });
  });

  it('is null for anything else', () => {
    for (const text of ['27,Rajjab,1448', '27,Rajab', '0,Rajab,1448', '27,Rajab,1501', '2.5,Rajab,1448', '<b>,Rajab,1448']) expect(parseHijriDateText(text)).toBeNull();
  });
});
