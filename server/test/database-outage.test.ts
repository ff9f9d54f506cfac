import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/database';
import { installErrorHandler } from '../http/error-handler';
import { startTestServer, type TestServer } from './harness';

// PostgreSQL restarting (a deploy of the database, a failover) must cost the panel a short "try again",
// never a 500 and never the process: the fault drill (npm run drill) does it under load; these keep the
// pieces in place on each run.
const UNAVAILABLE = { success: false, message: 'The database is not answering. Please try again in a few seconds.', messageCode: 'http.databaseUnavailable' };

/** An error as `pg` raises it: PostgreSQL's SQLSTATE or the socket's code in `code`. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('a database that is not answering', () => {
  it('is told apart from a statement that is wrong', () => {
    expect(isDatabaseUnavailable(pgError('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });

  it('is answered 503 with Retry-After and the catalogue words; a server fault stays 500', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.get('/restarting', async () => {
      throw pgError('terminating connection due to administrator command', '57P01');
    });
    app.get('/lost', async () => {
      throw pgError('Connection terminated unexpectedly');
    });
    app.get('/fault', async () => {
      throw pgError('syntax error at or near "selec"', '42601');
    });
    for (const url of ['/restarting', '/lost']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('2');
      expect(reply.json()).toEqual(UNAVAILABLE);
    }
    expect((await app.inject({ method: 'GET', url: '/fault' })).statusCode).toBe(500);
    await app.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL ending the server\'s connections', () => {
  let server: TestServer;
  let content: string;
  beforeAll(async () => {
    server = await startTestServer();
    content = await server.tokenOf('content');
  });
  afterAll(() => server.close());

  /** What an administrator's restart does to the pool: every other connection to the database is ended. */
  const endPoolConnections = () =>
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(server.db);
  const listTags = () => server.call({ method: 'POST', url: '/api/site/blog-tag/list', payload: { keyword: '', limitCount: 5, firstIndex: -2, pageno: 1 }, token: content });

  it('costs at most one 503 and never a 500: the pool opens new connections', async () => {
    // Several connections in the pool, each idle when it is ended.
    await Promise.all(Array.from({ length: 5 }, listTags));
    await endPoolConnections();
    const statuses: number[] = [];
    for (let call = 0; call < 5; call++) statuses.push((await listTags()).statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });

  it('keeps the process when a connection held between two statements is ended', async () => {
    const failure = await server.db.connection().execute(async (held) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(server.db);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return sql`select 1`.execute(held).then(
        () => undefined,
        (error: unknown) => error,
      );
    });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await listTags()).statusCode).toBe(200);
  });

  it('answers a save retried with its Idempotency-Key after the connections ended with the first answer', async () => {
    const save = () => server.call({ method: 'POST', url: '/api/site/blog-tag/save', payload: { name: 'Outage Tarawih' }, token: content, headers: { 'idempotency-key': 'outage-1' } });
    const first = await save();
    expect(first.statusCode).toBe(200);
    await endPoolConnections();
    let again = await save();
    if (again.statusCode === 503) again = await save();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });
});
