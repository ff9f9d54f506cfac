import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from './columns';

/**
 * Sign-in attempts with an outcome that starts as 'pending': an attempt is written before its password
 * is checked, so parallel guesses count against the limits the moment they arrive. Indexed by account
 * and by client address, the two ways the throttle looks them up.
 */
export const signInAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_attempts')
      .$call(idColumn(db))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('pending', 'failed', 'succeeded')`))
      .addColumn('attempted_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sign_in_attempts_email').on('sign_in_attempts').columns(['email', 'attempted_at']).execute();
    await db.schema.createIndex('sign_in_attempts_ip').on('sign_in_attempts').columns(['ip', 'attempted_at']).execute();
    await sql`
      insert into sign_in_attempts (email, ip, outcome, attempted_at)
      select email, coalesce(ip, ''), case succeeded when 1 then 'succeeded' else 'failed' end, attempted_at
      from login_attempts`.execute(db);
    await db.schema.dropTable('login_attempts').execute();
  },
};
