import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// PostgreSQL answers 64-bit integers (counts, epoch milliseconds) as text, to be safe past 2^53; every
// such value here is a count or a time well inside it, so it is read as the number SQLite gives.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));

/** Whether `location` names a PostgreSQL database (`postgres://…` or `postgresql://…`) rather than a SQLite file. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//.test(location);

/**
 * Opens the database at `location`: a PostgreSQL URL, or a SQLite file (`':memory:'` for tests) with
 * WAL and foreign keys on.
 */
export function openDatabase(location: string): Db {
  if (isPostgresUrl(location)) {
    const pool = new pg.Pool({ connectionString: location, max: 10 });
    // A connection the server ends while idle (a restart, an administrator) is dropped from the pool
    // and the next query opens another; without a listener its error would end the process.
    pool.on('error', () => undefined);
    const prepared = new Map<string, string>();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPrepared(pool, prepared) }) });
    preparedNames.set(db, prepared);
    pools.set(db, pool);
    return db;
  }
  const sqlite = new SQLite(location);
  if (location !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
}

/** PostgreSQL's SQLSTATEs of a server going away or refusing connections for now (a restart, a failover, a full house). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The words `pg` and its pool use for a connection lost or never made (they carry no code). */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/**
 * Whether `error` says the database cannot be reached just now, rather than that a statement was wrong:
 * the request may succeed when sent again in a few seconds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code))) return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT') return true;
  return LOST_CONNECTION.test(error.message);
}

/** Connections already given an error listener (the pool's own is on idle ones only). */
const listened = new WeakSet<pg.PoolClient>();

/** Each PostgreSQL database's pool, whose use the metrics and the overload check read. */
const pools = new WeakMap<Db, pg.Pool>();

/** How the PostgreSQL pool is used (undefined on SQLite): connections open, idle, and queries waiting for one. */
export function poolUse(db: Db): { total: number; idle: number; waiting: number; max: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}

/** Per PostgreSQL database, the texts kept prepared on each connection, with their statement names. */
const preparedNames = new WeakMap<Db, Map<string, string>>();

/**
 * Has PostgreSQL keep `text` prepared on each connection that runs it (see queryTemplate): later runs skip
 * parsing it and, once PostgreSQL finds its kept plan no costlier than a fresh one, planning it. A kept text
 * stays for the connection's life, so only the templates' few texts are kept. SQLite keeps every statement
 * already.
 */
export function keepPrepared(db: Db, text: string): void {
  preparedNames.get(db)?.set(text, `kept_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`);
}

/** The pool as Kysely sees it, with each kept text sent as a named (prepared) statement. */
function namingPrepared(pool: pg.Pool, prepared: Map<string, string>): PostgresPool {
  return {
    async connect() {
      const client = (await pool.connect()) as unknown as PostgresPoolClient & pg.PoolClient;
      // A connection lost while checked out between two statements (PostgreSQL restarting) emits an error
      // that would end the process without a listener; the statement that next uses it fails instead.
      if (!listened.has(client)) {
        listened.add(client);
        client.on('error', () => undefined);
      }
      const query = (text: string, values: unknown[]) => {
        const name = prepared.get(text);
        return name ? client.query({ name, text, values }) : client.query(text, values);
      };
      return { query, release: (destroy?: boolean) => client.release(destroy) } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** How many compiled statements a SQLite database keeps: the server says a few hundred different things. */
const KEPT_STATEMENTS = 1000;

/**
 * Kysely asks SQLite to compile every query afresh, which was a fifth of a list call's time; the same
 * texts come back call after call, so their compiled statements are kept and reused, the least lately
 * used dropped first. One connection runs one query at a time, so a kept statement is never busy.
 */
function keepingStatements(sqlite: SQLite.Database) {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = kept.get(text);
      if (statement) kept.delete(text);
      else statement = sqlite.prepare(text);
      kept.set(text, statement);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
      return statement;
    },
  };
}

/** Whether `db` runs on PostgreSQL, for the few statements the two say differently (an id column, a lock). */
export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Runs `prepare` (migrations, the first accounts) while holding a database-wide lock, so replicas that
 * start together on one PostgreSQL do it one after another: the second finds the work done. SQLite
 * has one server process, which needs no lock.
 */
export async function whilePreparing<T>(db: Db, prepare: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return prepare();
  return db.connection().execute(async (held) => {
    await sql`select pg_advisory_lock(hashtext('back-office start-up'))`.execute(held);
    try {
      return await prepare();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('back-office start-up'))`.execute(held);
    }
  });
}
