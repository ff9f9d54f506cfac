import { sql, type Kysely, type Migration } from 'kysely';

/** The course audio items' table takes the section's name, as the code around it does. */
export const courseAudioTable: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table storage_items rename to course_audio`.execute(db);
  },
};
