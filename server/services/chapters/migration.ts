import { sql, type Kysely, type Migration } from 'kysely';

/** The chapters that are not DELETED: the only ones listed, found, changed or given a new status. */
export const liveChapters: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create view live_chapters as select * from chapters where status <> 'DELETED'`.execute(db);
  },
};
