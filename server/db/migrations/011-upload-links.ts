import type { Kysely, Migration } from 'kysely';

/**
 * Upload links already spent: a signed PUT link stores one file once. The primary key is the link's
 * identity (the key it writes and its expiry, which its signature covers), so of two replicas
 * receiving the same link only the first insert succeeds.
 */
export const uploadLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('used_upload_links')
      .addColumn('image_key', 'text', (c) => c.notNull())
      .addColumn('expires', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('used_upload_links_pk', ['image_key', 'expires'])
      .execute();
  },
};
