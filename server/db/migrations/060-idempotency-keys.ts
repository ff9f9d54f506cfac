import type { Kysely, Migration } from 'kysely';

/**
 * The answers of saves sent with an Idempotency-Key, so that a retry of the same save gets the first
 * answer instead of writing again. A key belongs to one user and one call; `status_code` and `reply`
 * stay null while the first request runs. Rows older than a day are removed.
 */
export const idempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('call', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('reply', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'call', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
  },
};
