import { describe, expect, it } from 'vitest';
import { displayDateTimeFormat } from './displayDateTimeFormat';

const th = (_day: number, digits: string) => `${digits}th`;
const at = (iso: string) => new Date(iso);

describe('displayDateTimeFormat', () => {
  it('writes MMM Do YYYY H:mm', () => {
    expect(displayDateTimeFormat({ locale: 'en', timeZone: 'UTC', ordinalDay: th })(at('2025-03-14T09:05:00.000Z'))).toBe('Mar 14th 2025 9:05');
  });

  it('counts hours from 0 to 23 without a leading zero', () => {
    const format = displayDateTimeFormat({ locale: 'en', timeZone: 'UTC', ordinalDay: th });
    expect(format(at('2026-11-20T00:30:00.000Z'))).toBe('Nov 20th 2026 0:30');
    expect(format(at('2026-11-20T21:07:00.000Z'))).toBe('Nov 20th 2026 21:07');
  });

  it('shows the moment in the asked time zone', () => {
    expect(displayDateTimeFormat({ locale: 'en', timeZone: 'Asia/Karachi' })(at('2026-11-20T21:07:00.000Z'))).toBe('Nov 21 2026 2:07');
  });

  it('keeps the order and the digits in Urdu, with the Urdu month name', () => {
    expect(displayDateTimeFormat({ locale: 'ur', timeZone: 'UTC' })(new Date(Date.UTC(2025, 2, 14, 9, 5)))).toBe('مارچ 14 2025 9:05');
  });

  it('writes the digits the language setting asks for', () => {
    expect(displayDateTimeFormat({ locale: 'ur-u-nu-arabext', timeZone: 'UTC' })(new Date(Date.UTC(2025, 2, 14, 9, 5)))).toBe('مارچ ۱۴ ۲۰۲۵ ۹:۰۵');
  });
});
