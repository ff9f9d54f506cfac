import type { Kysely, Migration } from 'kysely';

/** Indexes for the video list's orders (likes, shares, watch time, title), so a page of a long list is read from an index. */
export const videoListOrders: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['likes', 'shares', 'watch_seconds', 'title']) {
      await db.schema.createIndex(`videos_${column}`).on('videos').columns([column, 'id']).execute();
    }
  },
};
