import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * The table's integer key, numbered by the database: `serial` on PostgreSQL, an autoincrementing
 * integer key on SQLite. Use with `createTable(…).$call(idColumn(db))`.
 */
export function idColumn(db: Kysely<unknown>) {
  return <T extends string, C extends string = never>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C | 'id'> =>
    isPostgres(db)
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
