import { parseAbsolute, parseDateTime, toCalendarDateTime, toZoned } from '@internationalized/date';
import { siteContract } from '@/shared/api';

/** The time zones offered: the runtime's list, with UTC and the event's own zone where the list lacks them. */
export function timeZonesWith(current: string | null): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones];
}

/** A UTC moment as the wall clock of `zone` shows it ('YYYY-MM-DDTHH:mm:ss'), as the date-time field edits it. */
export function wallClockOf(utc: string | null, zone: string): string | null {
  if (!utc) return null;
  return toCalendarDateTime(parseAbsolute(utc, siteContract.isTimeZone(zone) ? zone : 'UTC')).toString();
}

/** A wall-clock moment of `zone` in UTC (ISO 8601); '' when none is chosen. An unknown zone is read as UTC. */
export function utcOf(wallClock: string | null, zone: string | null): string {
  if (!wallClock) return '';
  const known = zone && siteContract.isTimeZone(zone) ? zone : 'UTC';
  return toZoned(parseDateTime(wallClock), known).toAbsoluteString();
}
