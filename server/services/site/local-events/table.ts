import type { Generated } from 'kysely';

/** A local community event as stored: name and details URL-encoded, times UTC ISO 8601, flags 0 or 1. */
export interface LocalEventTable {
  id: Generated<number>;
  name: string;
  event_detail: string;
  type_id: number;
  created_by_user_id: number | null;
  report_count: number;
  trend: number;
  category_id: number;
  start_time: string;
  end_time: string;
  recurrence_end_time: string | null;
  is_repeating: number;
  repeating_interval: number | null;
  repeating_count: number | null;
  time_zone: string;
  latitude: number | null;
  longitude: number | null;
  place_name: string;
  place_address: string;
  external_link: string;
  group_id: number;
  media_key: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    local_events: LocalEventTable;
    local_events_view: LocalEventTable & { created_by_name: string; group_name: string; group_slug: string };
  }
}
