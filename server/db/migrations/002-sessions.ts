import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns';

/** Revocable sign-in tokens, one-use reset tokens, sign-in attempts (throttling) and the mail outbox. */
export const sessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('auth_tokens')
      .$call(idColumn(db))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

    await db.schema
      .createTable('password_resets')
      .$call(idColumn(db))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();

    await db.schema
      .createTable('login_attempts')
      .$call(idColumn(db))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('succeeded', 'integer', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('attempted_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_attempts_email_time')
      .on('login_attempts')
      .columns(['email', 'attempted_at'])
      .execute();

    await db.schema
      .createTable('outbox')
      .$call(idColumn(db))
      .addColumn('mail_to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
