import type { Generated } from 'kysely';

/** An Islamic event as stored; its background picture is in the file store under `image_key`. */
export interface IslamicEventTable {
  id: Generated<number>;
  name: string;
  slug: string;
  heading1: string;
  event_group: string;
  title: string;
  description: string;
  /** "day,month name,year". */
  hijri_date: string;
  /** YYYY-MM-DD. */
  gregorian_date: string;
  hijri_country_id: number | null;
  hijri_adjustment: number;
  event_type: number;
  publish: number;
  listed: number;
  image_name: string | null;
  image_key: string | null;
  image_type: string | null;
  updated_at: string;
}

/** One translation of an event, in one language; its HTML is stored sanitised. */
export interface EventTranslationTable {
  id: Generated<number>;
  event_id: number;
  language_code: string;
  name: string;
  meta_title: string;
  meta_description: string;
  heading1: string;
  html_content: string;
  publish: number;
  updated_at: string;
}

declare module '../../../db/schema' {
  interface Database {
    islamic_events: IslamicEventTable;
    event_translations: EventTranslationTable;
  }
}
