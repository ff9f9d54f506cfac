import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * The runs of the video host's sync. At most one run is unfinished (pending or running): every run takes
 * the same `slot`, and a unique index over the unfinished ones keeps it so across replicas, whoever
 * presses Sync at the same moment. Also the indexes a category's 'Videos Stat' pages and sorts by.
 */
export const videoSyncRuns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('video_sync_runs')
      .$call(idColumn(db))
      .addColumn('slot', 'text', (c) => c.notNull().defaultTo('video-host'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'RUNNING', 'SUCCESS', 'FAILED')`))
      .addColumn('videos_fetched', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failure_log', 'text')
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sync_started_at', 'text')
      .addColumn('sync_completed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('video_sync_runs_one_unfinished')
      .on('video_sync_runs')
      .column('slot')
      .unique()
      .where(sql<boolean>`status in ('PENDING', 'RUNNING')`)
      .execute();
    for (const column of ['likes', 'shares', 'created_at']) {
      await db.schema.createIndex(`videos_category_${column}`).on('videos').columns(['category_id', column]).execute();
    }
  },
};
