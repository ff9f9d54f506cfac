import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from '../../../db/migrations/columns';

/**
 * Files published under a name in public-files. The name is unique without regard to case; the bytes
 * live in the file store under a key of the server's own making (`storage_key`), never under the name.
 */
export const publicFiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('public_files')
      .$call(idColumn(db))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('uploaded_by', 'integer')
      .addColumn('uploaded_at', 'text', (c) => c.notNull())
      .execute();
    // The name is one without regard to case, in SQLite and PostgreSQL alike.
    await sql`create unique index public_files_key on public_files (lower(key))`.execute(db);
  },
};
