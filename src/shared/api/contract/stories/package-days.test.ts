import { describe, expect, it } from 'vitest';
import { addDays, isPackageDay, packageDayOf, yesterdayOf } from './package-days';
import { isTooEarlyToPublish } from './packages';

describe('the days of the video packages', () => {
  it('are UTC days, whatever the hour is elsewhere', () => {
    // 23:30 UTC: already the 1st in Karachi (UTC+5), still the 30th for the packages.
    const lateEvening = Date.parse('2026-11-30T23:30:00Z');
    expect(packageDayOf(lateEvening)).toBe('2026-11-30');
    expect(yesterdayOf(lateEvening)).toBe('2026-11-29');
    expect(packageDayOf(Date.parse('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
  });

  it('take yesterday as the earliest day to publish on', () => {
    const now = Date.parse('2026-03-01T08:00:00Z');
    expect(isTooEarlyToPublish('2026-02-28', now)).toBe(false);
    expect(isTooEarlyToPublish('2026-02-27', now)).toBe(true);
    expect(isTooEarlyToPublish('2026-03-02', now)).toBe(false);
  });

  it('are real days written YYYY-MM-DD', () => {
    expect(isPackageDay('2028-02-29')).toBe(true);
    expect(isPackageDay('2026-02-29')).toBe(false);
    expect(isPackageDay('2026-1-05')).toBe(false);
    expect(isPackageDay('tomorrow')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
