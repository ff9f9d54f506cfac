import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from './columns';

/** Every change made through the resource calls: which record, what was done, by whom, each field before and after. */
export const recordHistory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('record_history')
      .$call(idColumn(db))
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('created', 'updated', 'deleted')`))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('user_name', 'text')
      .addColumn('changes', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('record_history_record').on('record_history').columns(['resource', 'record_id']).execute();
  },
};
