import { sql, type Kysely, type Migration } from 'kysely';

/** A user's login types (a sum of bits: 1 Email, 2 Facebook, 4 Google, 8 Smart Link, 16 Apple) and the reason of a ban. */
export const userLoginTypes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('login_type', 'integer', (c) => c.notNull().defaultTo(1).check(sql`login_type between 0 and 31`))
      .execute();
    await db.schema.alterTable('users').addColumn('ban_reason', 'text').execute();
    await db.schema.createIndex('users_status').on('users').column('status').execute();
  },
};
