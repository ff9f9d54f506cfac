import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import { SERVER_MESSAGES, type CallDef, type resourceContract } from '@/shared/api/contract';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { conflict, HttpError, notFound } from '../http/errors';
import { isUniqueViolation } from '../db/unique-violation';
import { registerCall, type CallInput } from '../http/route';
import type { Session } from '../security/sessions';
import { historyOf, recordChange } from './record-history';
import type { FormFile } from '../http/multipart-form';
import { inMultipartScope, readResourceForm, sendResourceFile, storeResourceFiles, type FileColumns } from './resource-files';

type Resource = resourceContract.Resource;
type Row = Record<string, unknown>;
type RecordOf<R extends Resource> = z.input<R['record']>;
type InputOf<R extends Resource> = z.output<R['input']>;
type AnyInput = CallInput<z.ZodType, z.ZodType, z.ZodType>;
type SortFieldOf<R extends Resource> = R['sortFields'][number];

/** Where a resource's records live and how a row becomes the contract's record and back. */
export interface ResourceStore<R extends Resource> {
  /** The table, with an integer primary key `id`. */
  table: string;
  /** Where records are read: the table, or a view over it adding what other tables know (a user's name). */
  readFrom?: string;
  /**
   * Where a record is read back after a change that took it out of `readFrom` (a view of the live
   * records, left by a status change to DELETED), so the change still answers the record as it now is.
   */
  readBackFrom?: string;
  /**
   * The row id of the record a resource with a `recordKey` names by the key's fields (a product by its
   * vendor's slug and store id), or undefined when none is so named.
   */
  idOfKey?(db: Db, key: Readonly<Record<string, string>>): Promise<number | undefined>;
  /**
   * Which records a list holds where it holds only some, by list: 'list' or a name of the resource's
   * `moreLists` (the packages still to come, and those past). Made for each request, so it may depend on today.
   */
  listScopes?: Readonly<Record<string, (context: { now: number }) => RawBuilder<unknown>>>;
  /** Refuses a list body with the spec's words before anything is read (a 4xx HttpError: a course that does not exist). */
  checkList?(db: Db, body: Row): Promise<void>;
  /** Columns the list's keyword searches (case-insensitive, anywhere in the text). */
  keywordColumns: readonly string[];
  /** The search words as the keyword columns keep text (URL-encoded names), where they keep it otherwise than typed. */
  keywordOf?(words: string): string;
  /** The list's order, newest first; ties by id. An academy list may ask ascending. */
  orderColumn: string;
  /**
   * The column of each field the resource declares sortable, which a list's `sortProperties` (academy) or
   * `sortField` (site) may name instead; the contract has already refused any other field.
   */
  sortColumns?: Readonly<Record<SortFieldOf<R>, string>>;
  /**
   * The column of each declared filter; a filter sent as 0, '', [] or not at all lists every record, a list
   * of values (the groups' ids) the records having any one of them. A filter
   * may instead match text containing its words (`contains`, case-insensitive), or take 0 as a value of
   * its own (`zeroIsAValue`: a status 0 Pending), null or absent then listing every record.
   */
  filterColumns?: Readonly<Record<string, string | FilterColumn>>;
  toRecord(row: Row): RecordOf<R>;
  /**
   * Adds to a page of records what other tables know (a discount's attached courses), or what they are
   * to the caller (whether a user outranks them).
   */
  complete?(db: Db, records: Row[], context: { session: Session }): Promise<Row[]>;
  /**
   * Adds to one record what only `find` and a change's answer carry, not the list's rows (a batch's lesson
   * contents, where the resource declares a narrower `listRecord`); its history speaks of them too.
   */
  completeRecord?(db: Db, record: Row): Promise<Row>;
  /**
   * Refuses an input with the spec's words before it is written (a 4xx HttpError); `existing` is null on
   * create. `session` is for a rule that depends on what is sent (a status in an update needing another bit).
   */
  check?(db: Db, input: InputOf<R>, context: { existing: Row | null; session: Session }): Promise<void>;
  /** The words an update answers with, where they depend on what was sent (a status change); the resource's `updated` otherwise. */
  updatedMessage?(input: InputOf<R>): string | undefined;
  /**
   * Columns that take the database or a slow step to make (the account a record belongs to, a password's
   * hash), made in the change's transaction after `check` and added to `toColumns`'s; `existing` is null on create.
   */
  prepare?(db: Db, input: InputOf<R>, context: { now: number; existing: Row | null; session: Session; made: Row }): Promise<Row>;
  /** Slow work that needs no database (a password's hash), done before the change's transaction opens; `prepare` gets it as `made`. */
  beforeTransaction?(input: InputOf<R>, context: { isCreate: boolean }): Promise<Row>;
  /** The columns a create or update writes; `existing` is the stored row on update. */
  toColumns(input: InputOf<R>, context: { now: number; existing: Row | null; files?: Readonly<Record<string, FormFile>> }): Row;
  /**
   * Where a resource declaring `files` keeps each part's file: `<prefix>_key` and `<prefix>_type` columns
   * (a card's `{ file: 'image', thumbnail: 'thumbnail' }`); a file left out of an update keeps the stored one.
   */
  fileColumns?: FileColumns;
  /** Fields of the record made from others (a file's address from its key), which a change's history leaves out. */
  derivedFields?: readonly string[];
  /** Columns no two records share: another record with the value is refused with 409 and the message on `field`. */
  unique?: readonly { column: string; field: string; message: string }[];
  /** Writes what the record keeps in other tables (a security profile's permissions), in the change's transaction. */
  afterWrite?(db: Db, id: number, input: InputOf<R>, context: { now: number; existing: Row | null }): Promise<void>;
  /** Refuses a delete before the row goes (a 4xx HttpError: other records still name it), in the delete's transaction. */
  beforeDelete?(db: Db, id: number, row: Row): Promise<void>;
  /** Removes what the record keeps in other tables once it is deleted (the account of a business user), in the delete's transaction. */
  afterDelete?(db: Db, id: number, row: Row): Promise<void>;
  /** The fields a change's history shows, made from the record (one field per security point instead of a list). */
  historyView?(db: Db, record: Row): Promise<Row>;
}

/** How a declared filter matches its column, where it is not simply equal with 0 listing every record. */
export interface FilterColumn {
  column: string;
  contains?: boolean;
  zeroIsAValue?: boolean;
  /** The column's value for each value the filter takes, where they differ (a status 'ACTIVE' kept as `is_active` 1). */
  values?: Readonly<Record<string, unknown>>;
  /**
   * The filter is a day (YYYY-MM-DD, UTC) bounding an ISO date-time column: the records from its start
   * (`fromDay`) or up to its end (`throughDay`), so two such filters keep a range of days, both ends counted.
   */
  range?: 'fromDay' | 'throughDay';
}

/** The first instant after `day` (YYYY-MM-DD), as an ISO date-time column compares it. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** What an action does to its record, inside the transaction that also writes its history. */
export type ActionHandler = (trx: Db, row: Row, input: AnyInput & { now: number }) => Promise<void>;

/**
 * What a bulk action does to one of its chosen records, inside the call's one transaction: nothing
 * answered once changed, or the words why the record is left as it is ('already hidden'). A 4xx
 * HttpError thrown before anything is written refuses that record alone, with its words.
 */
export type BulkActionHandler = (trx: Db, row: Row, input: AnyInput & { now: number }) => Promise<string | undefined>;

/** How often a save meeting a unique index is made before it is refused. */
const SAVE_ATTEMPTS = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function keywordCondition(columns: readonly string[], keyword: string | undefined): RawBuilder<unknown> {
  const words = keyword?.trim();
  // A list searching no column (its searches are filters of their own) takes a sent keyword as no search.
  if (!words || columns.length === 0) return sql`1 = 1`;
  const pattern = `%${escapeLike(words.toLowerCase())}%`;
  return sql`(${sql.join(columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`), sql` or `)})`;
}

const isEveryValue = (value: unknown) => value === undefined || value === null || value === 0 || value === '' || (Array.isArray(value) && value.length === 0);

function filterConditions(columns: Readonly<Record<string, string | FilterColumn>> = {}, body: Row): RawBuilder<unknown>[] {
  return Object.entries(columns)
    .map(([field, named]) => [field, typeof named === 'string' ? { column: named } : named] as const)
    .filter(([field, { zeroIsAValue }]) => (zeroIsAValue && body[field] === 0) || !isEveryValue(body[field]))
    .map(([field, { column, contains, values, range }]) => {
      const value = body[field];
      if (range === 'fromDay') return sql`${sql.ref(column)} >= ${`${String(value)}T00:00:00.000Z`}`;
      if (range === 'throughDay') return sql`${sql.ref(column)} < ${dayAfter(String(value))}`;
      if (contains) return keywordCondition([column], String(value));
      return Array.isArray(value) ? sql`${sql.ref(column)} in (${sql.join(value as unknown[])})` : sql`${sql.ref(column)} = ${values ? values[String(value)] : value}`;
    });
}

/** Page number and size in either dialect; the site's `pageno` 0 and 1 both mean the first page. */
function pageOf(body: Row): { page: number; size: number } {
  if (typeof body.pageno === 'number') return { page: Math.max(1, body.pageno), size: Number(body.limitCount) };
  return { page: Number(body.pageNumber), size: Number(body.pageSize) };
}

/** The list's order: the declared sort field's column when one is asked, newest first unless `descending` is false. */
function orderOf(store: ResourceStore<Resource>, body: Row): RawBuilder<unknown> {
  const property = body.sortField ?? [body.sortProperties ?? []].flat()[0];
  const column = (typeof property === 'string' && Object.hasOwn(store.sortColumns ?? {}, property) && store.sortColumns?.[property]) || store.orderColumn;
  const direction = body.descending === false ? sql`asc` : sql`desc`;
  return sql`${sql.ref(column)} ${direction}, id ${direction}`;
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

/** A record without the fields a change does not speak of (its id, its last-change stamp and what is made from other fields). */
function historyFields(resource: Resource, store: ResourceStore<Resource>, record: Row): Row {
  const omitted = new Set([resource.idKey, 'updateDate', ...(store.derivedFields ?? [])]);
  return Object.fromEntries(Object.entries(record).filter(([field]) => !omitted.has(field)));
}

/** The id a call names, in its path or its query. */
const idOf = (input: { params?: unknown; query?: unknown }) => Number(((input.params ?? input.query) as Row).id);

/**
 * Registers the resource's calls: list (keyword, filters, sort, paging in its dialect), find, the write
 * operations it declares, its actions and history, each checked against the bits its declaration names;
 * 404 for an unknown id, 409 for a duplicate, and a history row for every change, written in the same
 * transaction as the change. `actions` says what each declared action does to its record. Answers the
 * list's handler, for a second path the spec gives the same list.
 */
export function registerResource<R extends Resource>(
  app: FastifyInstance,
  ctx: ServerContext,
  resource: R,
  store: ResourceStore<R>,
  actions: { [Name in keyof R['calls']['actions']]: ActionHandler } = {} as never,
  bulkActions: { [Name in keyof R['calls']['bulkActions']]: BulkActionHandler } = {} as never,
) {
  const { calls, messages } = resource;
  const generic = store as unknown as ResourceStore<Resource>;
  const unsorted = resource.sortFields.filter((field) => !Object.hasOwn(generic.sortColumns ?? {}, field));
  if (unsorted.length > 0) throw new Error(`The ${resource.name} list is declared sortable by ${unsorted.join(', ')}, which its store gives no column`);
  const readFrom = store.readFrom ?? store.table;

  /** Records as the contract has them, completed with what other tables know. */
  async function recordsOf(db: Db, rows: Row[], session: Session): Promise<Row[]> {
    const records = rows.map((row) => store.toRecord(row) as Row);
    return store.complete ? store.complete(db, records, { session }) : records;
  }
  const recordOf = async (db: Db, row: Row, session: Session) => {
    const record = (await recordsOf(db, [row], session))[0]!;
    return store.completeRecord ? store.completeRecord(db, record) : record;
  };

  async function existing(db: Db, id: number): Promise<Row> {
    const row = await findRow(db, readFrom, id);
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  /** The id of the record a call names: by its id (`byId`), or by its `recordKey` fields, looked up by the store. */
  async function idNamed(db: Db, input: { params?: unknown }, byId: () => number): Promise<number> {
    const key = resource.keyIn(input);
    if (!key) return byId();
    const id = await store.idOfKey?.(db, key);
    if (id === undefined) throw notFound(messages.notFound);
    return id;
  }

  /** The record after a change: where records are read, else where `readBackFrom` says. */
  async function readBack(db: Db, id: number): Promise<Row> {
    const row = (await findRow(db, readFrom, id)) ?? (store.readBackFrom === undefined ? undefined : await findRow(db, store.readBackFrom, id));
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  /** Runs `change` on record `id` (null: a new one) in a transaction and writes its history; answers the record as it now is. */
  async function changing(session: Session, id: number | null, change: (trx: Db, before: Row | null, now: number) => Promise<number>) {
    return ctx.db.transaction().execute(async (trx) => {
      const before = id === null ? null : await existing(trx, id);
      const beforeView = before && (await viewOf(trx, await recordOf(trx, before, session)));
      const now = ctx.now();
      const changedId = await change(trx, before, now);
      return logChange(trx, session, changedId, beforeView, now);
    });
  }

  /** Writes the history row of record `id` changed from `beforeView` (null: created); answers the record as it now is. */
  async function logChange(trx: Db, session: Session, id: number, beforeView: Row | null, now: number) {
    const afterRecord = await recordOf(trx, await readBack(trx, id), session);
    const after = await viewOf(trx, afterRecord);
    await recordChange(trx, {
      resource: resource.name,
      recordId: id,
      action: beforeView === null ? 'created' : 'updated',
      session,
      at: now,
      before: beforeView && historyFields(resource, generic, beforeView),
      after: historyFields(resource, generic, after),
    });
    return afterRecord;
  }

  /** A record as its history shows it. */
  const viewOf = async (db: Db, record: Row) => (store.historyView ? store.historyView(db, record) : record);

  /**
   * A save that meets a unique index (another save committed the same value meanwhile, or a value drawn at
   * random came up twice) is made again: its checks then see the other record and refuse it with 409, or
   * the value is drawn again. One still clashing after that is refused with 409, never a 500.
   */
  async function write(session: Session, id: number | null, input: InputOf<R>, files?: Record<string, FormFile>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await writeOnce(session, id, input, files);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (attempt >= SAVE_ATTEMPTS) throw conflict(store.unique?.[0]?.message ?? SERVER_MESSAGES['http.unprocessable']);
      }
    }
  }

  async function writeOnce(session: Session, id: number | null, input: InputOf<R>, files?: Record<string, FormFile>) {
    const made = store.beforeTransaction ? await store.beforeTransaction(input, { isCreate: id === null }) : {};
    return changing(session, id, async (trx, before, now) => {
      await store.check?.(trx, input, { existing: before, session });
      const stored = files ? await storeResourceFiles(ctx, resource, store.fileColumns ?? {}, files) : {};
      const prepared = store.prepare ? await store.prepare(trx, input, { now, existing: before, session, made }) : {};
      const columns = { ...store.toColumns(input, { now, existing: before, files }), ...prepared, ...stored };
      await refuseDuplicates(trx, generic, columns, id);
      const names = Object.keys(columns);
      const { rows } =
        id === null
          ? await sql<Row>`
              insert into ${sql.table(store.table)} (${sql.join(names.map((name) => sql.ref(name)))})
              values (${sql.join(names.map((name) => columns[name]))}) returning id`.execute(trx)
          : await sql<Row>`
              update ${sql.table(store.table)}
              set ${sql.join(names.map((name) => sql`${sql.ref(name)} = ${columns[name]}`))}
              where id = ${id} returning id`.execute(trx);
      const changedId = Number(rows[0]!.id);
      await store.afterWrite?.(trx, changedId, input, { now, existing: before });
      return changedId;
    });
  }

  const list = async (input: { query?: unknown; body?: unknown; session: Session }, listName = 'list') => {
    const fields = resource.listFieldsOf(input) as Row;
    await store.checkList?.(ctx.db, fields);
    const { page, size } = pageOf(fields);
    const typed = (fields[resource.searchField] as string | undefined)?.trim();
    const keyword = typed && store.keywordOf ? store.keywordOf(typed) : typed;
    const scope = store.listScopes?.[listName]?.({ now: ctx.now() }) ?? sql`1 = 1`;
    const where = sql.join([scope, keywordCondition(store.keywordColumns, keyword), ...filterConditions(store.filterColumns, fields)], sql` and `);
    // The page's ids are found first (an index can give them), then only those rows are read whole:
    // sorting every wide row to skip to a deep page is what makes a long list slow. The count runs
    // beside it (on PostgreSQL, on a second connection).
    const order = orderOf(generic, fields);
    const [{ rows: counted }, { rows }] = await Promise.all([
      sql<{ count: number }>`select count(*) as count from ${sql.table(readFrom)} where ${where}`.execute(ctx.db),
      sql<Row>`
        select * from ${sql.table(readFrom)}
        where id in (select id from ${sql.table(readFrom)} where ${where} order by ${order} limit ${size} offset ${(page - 1) * size})
        order by ${order}`.execute(ctx.db),
    ]);
    const totalRecords = Number(counted[0]?.count ?? 0);
    return { content: await recordsOf(ctx.db, rows, input.session), totalRecords, pageNumber: page, totalPages: Math.ceil(totalRecords / size) };
  };
  registerCall(app, ctx, calls.list, list);
  for (const [name, call] of Object.entries(calls.lists)) registerCall(app, ctx, call, (input) => list(input, name));

  registerCall(app, ctx, calls.find, async (input) =>
    recordOf(ctx.db, await existing(ctx.db, await idNamed(ctx.db, input, () => resource.findIdOf(input))), input.session),
  );

  /** What a save sent: its JSON body, or (for a resource with files) its multipart form's fields and files. */
  const sentInput = async (input: CallInput<z.ZodType, z.ZodType, z.ZodType>, call: CallDef, isCreate: boolean) =>
    resource.files ? readResourceForm(input.request, resource, call, isCreate) : { body: input.body as Row, files: undefined };

  const registerSaves = (scope: FastifyInstance) => {
    const { create, update } = calls;
    if (create) {
      registerCall(scope, ctx, create, async (input) => {
        const { body, files } = await sentInput(input, create, true);
        return { success: true, message: messages.added, data: await write(input.session, null, body as InputOf<R>, files) };
      });
    }
    if (update) {
      registerCall(scope, ctx, update, async (input) => {
        const { body, files } = await sentInput(input, update, false);
        const id = input.params === undefined ? Number(body[resource.idKey]) : await idNamed(ctx.db, input, () => idOf(input));
        const message = store.updatedMessage?.(body as InputOf<R>) ?? messages.updated;
        return { success: true, message, data: await write(input.session, id, body as InputOf<R>, files) };
      });
    }
  };
  // Multipart forms are read after the permission check, in a scope that parses them.
  if (resource.files) inMultipartScope(app, resource, registerSaves);
  else registerSaves(app);

  for (const [part, call] of Object.entries(calls.files) as [string, CallDef][]) {
    registerCall(app, ctx, call, async (input) => {
      const row = await existing(ctx.db, idOf(input));
      return sendResourceFile(ctx, input.reply, row, store.fileColumns?.[part] ?? part, messages.notFound);
    });
  }

  if (calls.delete) {
    registerCall(app, ctx, calls.delete, async (input) => {
      const id = resource.deleteIdOf(input);
      const { session } = input;
      await ctx.db.transaction().execute(async (trx) => {
        const row = await existing(trx, id);
        await store.beforeDelete?.(trx, id, row);
        const before = await viewOf(trx, await recordOf(trx, row, session));
        await sql`delete from ${sql.table(store.table)} where id = ${id}`.execute(trx);
        await store.afterDelete?.(trx, id, row);
        await recordChange(trx, { resource: resource.name, recordId: id, action: 'deleted', session, at: ctx.now(), before: historyFields(resource, generic, before), after: null });
      });
      return { success: true, message: messages.deleted };
    });
  }

  for (const [name, call] of Object.entries(calls.actions) as [string, CallDef][]) {
    const handler = (actions as Record<string, ActionHandler | undefined>)[name];
    if (!handler) throw new Error(`The ${resource.name} action ${name} has no handler`);
    const message = resource.actions?.[name]?.message;
    registerCall(app, ctx, call, async (input) => {
      const id = await idNamed(ctx.db, input, () => resource.actionIdOf(name, input));
      const data = await changing(input.session, id, async (trx, before, now) => {
        await handler(trx, before!, { ...input, now });
        return id;
      });
      return { success: true, message, data };
    });
  }

  for (const [name, call] of Object.entries(calls.bulkActions) as [string, CallDef][]) {
    const handler = (bulkActions as Record<string, BulkActionHandler | undefined>)[name];
    if (!handler) throw new Error(`The ${resource.name} bulk action ${name} has no handler`);
    const message = resource.bulkActions?.[name]?.message;
    registerCall(app, ctx, call, async (input) => {
      const ids = [...new Set(resource.bulkIdsOf(name, input.body))];
      const data = await ctx.db.transaction().execute(async (trx) => {
        const now = ctx.now();
        const changedIds: number[] = [];
        const refused: { id: number; message: string }[] = [];
        for (const id of ids) {
          const row = await findRow(trx, readFrom, id);
          if (!row) {
            refused.push({ id, message: messages.notFound });
            continue;
          }
          const beforeView = await viewOf(trx, await recordOf(trx, row, input.session));
          const refusal = await handler(trx, row, { ...input, now }).catch((error: unknown) => {
            if (error instanceof HttpError && error.status < 500) return error.message;
            throw error;
          });
          if (refusal !== undefined) {
            refused.push({ id, message: refusal });
            continue;
          }
          await logChange(trx, input.session, id, beforeView, now);
          changedIds.push(id);
        }
        return { changed: changedIds.length, changedIds, refused };
      });
      return { success: true, message, data };
    });
  }

  registerCall(app, ctx, calls.history, async (input) => {
    const id = idOf(input);
    // The history outlives a deleted record; an id that never existed has none.
    const content = await historyOf(ctx.db, resource.name, id);
    if (content.length === 0) await existing(ctx.db, id);
    return { content };
  });

  return { list };
}
