import type { Generated } from 'kysely';

/** A category the stories' videos are filed under. */
export interface VideoCategoryTable {
  id: Generated<number>;
  name: string;
  created_at: string;
  updated_at: string;
}

/**
 * A short video as the video host knows it (its id there, title, description, tags, picture, counts), with
 * what staff add: its category and, when sponsored, the call to action.
 */
export interface VideoTable {
  id: Generated<number>;
  /** The video host's id of the video (Vimeo's number, as text). */
  external_id: string;
  title: string;
  description: Generated<string>;
  likes: Generated<number>;
  shares: Generated<number>;
  /** Seconds watched in all, by every viewer. */
  watch_seconds: Generated<number>;
  /** JSON list of the host's tags, as written there. */
  tags: Generated<string>;
  category_id: number | null;
  thumbnail_url: string | null;
  /** 1 sponsored, 0 not. */
  is_sponsored: Generated<number>;
  /** The sponsor's link. */
  cta: string | null;
  /** The words of the sponsor's button. */
  cta_button: string | null;
  /** DOWNLOADABLE or RE_DIRECTIONAL. */
  cta_link_type: string | null;
  created_at: string;
  updated_at: string;
}

/** A day's package of videos; its name is a date, and it shows in the apps from `published_at` (YYYY-MM-DD). */
export interface VideoPackageTable {
  id: Generated<number>;
  name: string;
  published_at: string;
  created_at: string;
  updated_at: string;
}

/** A video in a package: its rank there and the countries it is shown in. */
export interface PackageVideoTable {
  id: Generated<number>;
  package_id: number;
  video_id: number;
  video_rank: number;
  /** JSON list of ISO 3166-1 alpha-2 codes. */
  countries: Generated<string>;
}

declare module '../../../db/schema' {
  interface Database {
    video_categories: VideoCategoryTable;
    videos: VideoTable;
    video_packages: VideoPackageTable;
    package_videos: PackageVideoTable;
  }
}
