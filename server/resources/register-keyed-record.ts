import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { resourceContract } from '@/shared/api/contract';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { registerCall } from '../http/route';
import type { Session } from '../security/sessions';
import { historyOf, recordChange } from './record-history';

type KeyedRecord = resourceContract.KeyedRecord;
type Row = Record<string, unknown>;
type RecordOf<K extends KeyedRecord> = z.input<K['record']>;
type BodyOf<K extends KeyedRecord> = z.output<NonNullable<K['calls']['save']['body']>>;

/** Where a keyed record lives and how a row becomes the contract's record. */
export interface KeyedRecordStore<K extends KeyedRecord> {
  /** The table, with an integer primary key `id` (the history's record id) and one row per key. */
  table: string;
  /** Where records are read: the table, or a view over it adding what other tables know (a page's name). */
  readFrom?: string;
  /** The column of each key field. */
  keyColumns: Record<string, string>;
  toRecord(row: Row): RecordOf<K>;
  /** The columns a save or update writes besides the key; `existing` is the stored row on update. */
  toColumns(body: BodyOf<K>, context: { now: number; existing: Row | null }): Row;
  /** Refuses a key that names nothing (an unknown page) with the spec's words; a 4xx HttpError. */
  checkKey?(db: Db, key: Row): Promise<void>;
}

const matching = (store: KeyedRecordStore<KeyedRecord>, key: Row) =>
  sql.join(
    Object.entries(store.keyColumns).map(([field, column]) => sql`${sql.ref(column)} = ${key[field]}`),
    sql` and `,
  );

async function rowOf(db: Db, from: string, where: ReturnType<typeof matching>): Promise<Row | undefined> {
  const { rows } = await sql<Row>`select * from ${sql.table(from)} where ${where} limit 1`.execute(db);
  return rows[0];
}

/**
 * Registers a keyed record's calls: view (404 with the declared words when nothing is stored under the
 * key, which the screen reads as "new"), save (409 when the key has a record), update (404 when it has
 * none) and history, each checked against the bits its declaration names. Every change writes a history
 * row, in the same transaction, of the fields the input declares.
 */
export function registerKeyedRecord<K extends KeyedRecord>(app: FastifyInstance, ctx: ServerContext, keyed: K, store: KeyedRecordStore<K>): void {
  const { calls, messages } = keyed;
  const generic = store as unknown as KeyedRecordStore<KeyedRecord>;
  const readFrom = store.readFrom ?? store.table;
  const record = (row: Row) => store.toRecord(row) as Row;
  const editable = Object.keys(keyed.input.shape);
  const historyFields = (row: Row) => Object.fromEntries(editable.map((field) => [field, record(row)[field]]));

  async function write(session: Session, body: BodyOf<K>, action: 'created' | 'updated') {
    return ctx.db.transaction().execute(async (trx) => {
      const key = keyed.keyOf(body as Row);
      const where = matching(generic, key);
      await store.checkKey?.(trx, key);
      const before = await rowOf(trx, readFrom, where);
      if (action === 'created' && before) throw new HttpError(409, messages.exists);
      if (action === 'updated' && !before) throw notFound(messages.notFound);
      const now = ctx.now();
      const columns = store.toColumns(body, { now, existing: before ?? null });
      if (before) {
        const names = Object.keys(columns);
        await sql`
          update ${sql.table(store.table)}
          set ${sql.join(names.map((name) => sql`${sql.ref(name)} = ${columns[name]}`))}
          where id = ${before.id}`.execute(trx);
      } else {
        const keyValues = Object.fromEntries(Object.entries(store.keyColumns).map(([field, column]) => [column, key[field]]));
        const all = { ...keyValues, ...columns };
        const names = Object.keys(all);
        await sql`
          insert into ${sql.table(store.table)} (${sql.join(names.map((name) => sql.ref(name)))})
          values (${sql.join(names.map((name) => all[name]))})`.execute(trx);
      }
      const after = (await rowOf(trx, readFrom, where))!;
      await recordChange(trx, {
        resource: keyed.name,
        recordId: Number(after.id),
        action,
        session,
        at: now,
        before: before ? historyFields(before) : null,
        after: historyFields(after),
      });
      return record(after);
    });
  }

  registerCall(app, ctx, calls.view, async ({ query }) => {
    const row = await rowOf(ctx.db, readFrom, matching(generic, keyed.fromQuery(query as Row)));
    if (!row) throw notFound(messages.notFound);
    return record(row);
  });

  registerCall(app, ctx, calls.save, async ({ body, session }) => ({
    success: true,
    message: messages.added,
    data: await write(session, body as BodyOf<K>, 'created'),
  }));

  registerCall(app, ctx, calls.update, async ({ body, session }) => ({
    success: true,
    message: messages.updated,
    data: await write(session, body as BodyOf<K>, 'updated'),
  }));

  registerCall(app, ctx, calls.history, async ({ query }) => {
    // A key with nothing stored has no changes yet.
    const row = await rowOf(ctx.db, store.table, matching(generic, keyed.fromQuery(query as Row)));
    return { content: row ? await historyOf(ctx.db, keyed.name, Number(row.id)) : [] };
  });
}
