import type { Db } from '../../../db/database';
import { DEMO_SEEDED_VIDEOS, DEMO_VIDEO_CATEGORIES, demoVideo } from './demo-videos';
import './table';

const DAY = 24 * 60 * 60 * 1000;

/** The countries the demo packages are shown in. */
const PACKAGE_COUNTRIES = [['PK', 'AE'], ['GB', 'US'], ['SA'], ['PK', 'IN', 'BD'], ['MY', 'ID'], ['TR', 'DE']] as const;

/** YYYY-MM-DD of the UTC day `at` falls on. */
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Eight categories; the first 200 videos of the demo catalogue (the sample host has 30 more, for a sync to
 * bring), four of them sponsored and one in no category; and a package a day from two weeks back to three
 * days ahead, each of six to ten ranked videos with their countries.
 */
export async function seedVideoLibrary(db: Db, now: number): Promise<void> {
  const stamp = new Date(now - 300 * DAY).toISOString();
  const categoryIds: number[] = [];
  for (const name of DEMO_VIDEO_CATEGORIES) {
    const row = await db.insertInto('video_categories').values({ name, created_at: stamp, updated_at: stamp }).returning('id').executeTakeFirstOrThrow();
    categoryIds.push(Number(row.id));
  }
  const videos = Array.from({ length: DEMO_SEEDED_VIDEOS }, (_, index) => {
    const video = demoVideo(index);
    const created = new Date(now - video.daysAgo * DAY).toISOString();
    const sponsored = index % 50 === 7;
    return {
      external_id: video.externalId,
      title: video.title,
      description: video.description,
      likes: video.likes,
      shares: video.shares,
      watch_seconds: video.watchSeconds,
      tags: JSON.stringify(video.tags),
      category_id: index === 13 ? null : categoryIds[video.category]!,
      thumbnail_url: null,
      is_sponsored: sponsored ? 1 : 0,
      cta: sponsored ? 'https://example.com/offer' : null,
      cta_button: sponsored ? 'Learn more' : null,
      cta_link_type: sponsored ? (index % 100 === 7 ? 'RE_DIRECTIONAL' : 'DOWNLOADABLE') : null,
      created_at: created,
      updated_at: created,
    };
  });
  const videoIds: number[] = [];
  for (let start = 0; start < videos.length; start += 50) {
    const rows = await db.insertInto('videos').values(videos.slice(start, start + 50)).returning('id').execute();
    videoIds.push(...rows.map((row) => Number(row.id)));
  }
  for (let offset = -14; offset <= 3; offset++) {
    const day = dayOf(now + offset * DAY);
    const made = new Date(now + Math.min(offset - 2, -1) * DAY).toISOString();
    const pack = await db
      .insertInto('video_packages')
      .values({ name: day, published_at: day, created_at: made, updated_at: made })
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = 6 + ((offset + 14) % 5);
    const first = ((offset + 14) * 9) % (videoIds.length - count);
    await db
      .insertInto('package_videos')
      .values(
        Array.from({ length: count }, (_, rank) => ({
          package_id: Number(pack.id),
          video_id: videoIds[first + rank]!,
          video_rank: rank + 1,
          countries: JSON.stringify(PACKAGE_COUNTRIES[(first + rank) % PACKAGE_COUNTRIES.length]),
        })),
      )
      .execute();
  }
}
