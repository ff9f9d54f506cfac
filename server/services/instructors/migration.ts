import { sql, type Kysely, type Migration } from 'kysely';

/** Instructors with the full name of their user, which the list searches and sorts by. */
export const namedInstructors: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createView('named_instructors')
      .as(sql`select i.*, u.fullname as fullname from instructors i join users u on u.id = i.user_id`)
      .execute();
  },
};
