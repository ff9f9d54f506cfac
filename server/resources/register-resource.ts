import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { resourceContract } from '@/shared/api/contract';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { registerCall } from '../http/route';
import type { Session } from '../security/sessions';
import { historyOf, recordChange } from './record-history';

type Resource = resourceContract.Resource;
type Row = Record<string, unknown>;
type RecordOf<R extends Resource> = z.input<R['record']>;
type InputOf<R extends Resource> = z.output<R['input']>;

/** Where a resource's records live and how a row becomes the contract's record and back. */
export interface ResourceStore<R extends Resource> {
  /** The table, with an integer primary key `id`. */
  table: string;
  /** Columns the list's keyword searches (case-insensitive, anywhere in the text). */
  keywordColumns: readonly string[];
  /** The list's order, newest first; ties by id. */
  orderColumn: string;
  toRecord(row: Row): RecordOf<R>;
  /** The columns a create or update writes; `existing` is the stored row on update. */
  toColumns(input: InputOf<R>, context: { now: number; existing: Row | null }): Row;
  /** Columns no two records share: another record with the value is refused with 409 and the message on `field`. */
  unique?: readonly { column: string; field: string; message: string }[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function keywordCondition(columns: readonly string[], keyword: string | undefined): RawBuilder<unknown> {
  const words = keyword?.trim();
  if (!words) return sql`1 = 1`;
  const pattern = `%${escapeLike(words.toLowerCase())}%`;
  return sql`(${sql.join(columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`), sql` or `)})`;
}

/** Page number and size in either dialect; the site's `pageno` 0 and 1 both mean the first page. */
function pageOf(body: Row): { page: number; size: number } {
  if (typeof body.pageno === 'number') return { page: Math.max(1, body.pageno), size: Number(body.limitCount) };
  return { page: Number(body.pageNumber), size: Number(body.pageSize) };
}

async function findRow(db: Db, table: string, id: number): Promise<Row | undefined> {
  const { rows } = await sql<Row>`select * from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows[0];
}

async function refuseDuplicates(db: Db, store: ResourceStore<Resource>, columns: Row, exceptId: number | null): Promise<void> {
  for (const { column, field, message } of store.unique ?? []) {
    const { rows } = await sql<Row>`
      select id from ${sql.table(store.table)}
      where ${sql.ref(column)} = ${columns[column]} and id <> ${exceptId ?? 0}
      limit 1`.execute(db);
    if (rows.length > 0) throw new HttpError(409, message, { fields: { [field]: message } });
  }
}

/** A record without the fields a change does not speak of (its id and its last-change stamp). */
function historyFields(resource: Resource, record: Row): Row {
  const { [resource.idKey]: _id, updateDate: _stamp, ...fields } = record;
  return fields;
}

/**
 * Registers the resource's calls: list (keyword, paging in its dialect), find, create, update, delete and
 * history, each checked against the bits its declaration names; 404 for an unknown id, 409 for a duplicate,
 * and a history row for every change, written in the same transaction as the change.
 */
export function registerResource<R extends Resource>(app: FastifyInstance, ctx: ServerContext, resource: R, store: ResourceStore<R>): void {
  const { calls, messages } = resource;
  const generic = store as unknown as ResourceStore<Resource>;
  const record = (row: Row) => store.toRecord(row) as Row;

  async function existing(db: Db, id: number): Promise<Row> {
    const row = await findRow(db, store.table, id);
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  async function write(session: Session, id: number | null, input: InputOf<R>) {
    return ctx.db.transaction().execute(async (trx) => {
      const before = id === null ? null : await existing(trx, id);
      const now = ctx.now();
      const columns = store.toColumns(input, { now, existing: before });
      await refuseDuplicates(trx, generic, columns, id);
      const names = Object.keys(columns);
      const { rows } =
        id === null
          ? await sql<Row>`
              insert into ${sql.table(store.table)} (${sql.join(names.map((name) => sql.ref(name)))})
              values (${sql.join(names.map((name) => columns[name]))}) returning *`.execute(trx)
          : await sql<Row>`
              update ${sql.table(store.table)}
              set ${sql.join(names.map((name) => sql`${sql.ref(name)} = ${columns[name]}`))}
              where id = ${id} returning *`.execute(trx);
      const after = rows[0]!;
      await recordChange(trx, {
        resource: resource.name,
        recordId: Number(after.id),
        action: id === null ? 'created' : 'updated',
        session,
        at: now,
        before: before && historyFields(resource, record(before)),
        after: historyFields(resource, record(after)),
      });
      return record(after);
    });
  }

  registerCall(app, ctx, calls.list, async ({ body }) => {
    const { page, size } = pageOf(body as Row);
    const where = keywordCondition(store.keywordColumns, (body as Row).keyword as string | undefined);
    const { rows: counted } = await sql<{ count: number }>`select count(*) as count from ${sql.table(store.table)} where ${where}`.execute(ctx.db);
    const totalRecords = Number(counted[0]?.count ?? 0);
    const { rows } = await sql<Row>`
      select * from ${sql.table(store.table)} where ${where}
      order by ${sql.ref(store.orderColumn)} desc, id desc
      limit ${size} offset ${(page - 1) * size}`.execute(ctx.db);
    return { content: rows.map(record), totalRecords, pageNumber: page, totalPages: Math.ceil(totalRecords / size) };
  });

  registerCall(app, ctx, calls.find, async ({ query }) => record(await existing(ctx.db, query.id)));

  registerCall(app, ctx, calls.create, async ({ body, session }) => ({
    success: true,
    message: messages.added,
    data: await write(session, null, body as InputOf<R>),
  }));

  registerCall(app, ctx, calls.update, async ({ body, session }) => {
    const id = Number((body as Row)[resource.idKey]);
    return { success: true, message: messages.updated, data: await write(session, id, body as InputOf<R>) };
  });

  registerCall(app, ctx, calls.delete, async ({ query, session }) => {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await existing(trx, query.id);
      await sql`delete from ${sql.table(store.table)} where id = ${query.id}`.execute(trx);
      await recordChange(trx, {
        resource: resource.name,
        recordId: query.id,
        action: 'deleted',
        session,
        at: ctx.now(),
        before: historyFields(resource, record(before)),
        after: null,
      });
    });
    return { success: true, message: messages.deleted };
  });

  registerCall(app, ctx, calls.history, async ({ query }) => {
    // The history outlives a deleted record; an id that never existed has none.
    const content = await historyOf(ctx.db, resource.name, query.id);
    if (content.length === 0) await existing(ctx.db, query.id);
    return { content };
  });
}
