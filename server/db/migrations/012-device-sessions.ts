import type { Kysely, Migration } from 'kysely';

/**
 * The sign-in session that registered each push device: the device stays its user's while that
 * session lives, and may pass to someone else once it has ended.
 */
export const deviceSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('devices')
      .addColumn('auth_token_id', 'integer', (c) => c.references('auth_tokens.id').onDelete('set null'))
      .execute();
  },
};
