import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { startTestServer, TEST_ORIGIN, TEST_SECRET, type TestServer } from './harness';

// A load balancer asks /healthz whether to restart the process and /readyz whether to send it requests.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOT_READY = { success: false, message: 'This server is not ready to take requests.', messageCode: 'http.notReady' };

/** A migrated server on a SQLite database and a storage folder of its own, to take its parts away. */
async function serverOfItsOwn() {
  const folder = mkdtempSync(join(tmpdir(), 'back-office-health-'));
  const db = openDatabase(':memory:');
  await migrateToLatest(db);
  const app = buildApp({ db, storageDir: join(folder, 'files'), secret: TEST_SECRET, publicOrigin: TEST_ORIGIN, distDir: join(folder, 'none'), storybookDir: join(folder, 'none') });
  await app.ready();
  mkdirSync(join(folder, 'files'));
  return {
    app,
    db,
    folder,
    async close() {
      await app.close();
      await db.destroy().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe('health and readiness', () => {
  it('answers both without a sign-in, saying nothing but ok and ready', async () => {
    const live = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    for (const reply of [live, ready]) {
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers['x-powered-by']).toBeUndefined();
      expect(reply.headers.server).toBeUndefined();
    }
  });

  it('is not ready while a migration has not run, and says no more than that', async () => {
    const last = await server.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never, 'desc').executeTakeFirstOrThrow();
    const { name, timestamp } = (await server.db.selectFrom('kysely_migration' as never).selectAll().where('name' as never, '=', (last as { name: string }).name as never).executeTakeFirstOrThrow()) as { name: string; timestamp: string };
    await server.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', name as never).execute();
    try {
      const pending = await (await server.replica()).inject({ method: 'GET', url: '/readyz' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual(NOT_READY);
    } finally {
      await server.db.insertInto('kysely_migration' as never).values({ name, timestamp } as never).execute();
    }
    expect((await (await server.replica()).inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready when the storage folder is gone', async () => {
    const own = await serverOfItsOwn();
    try {
      expect((await own.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      rmSync(join(own.folder, 'files'), { recursive: true, force: true });
      const noStorage = await own.app.inject({ method: 'GET', url: '/readyz' });
      expect(noStorage.statusCode).toBe(503);
      expect(noStorage.json()).toEqual(NOT_READY);
    } finally {
      await own.close();
    }
  });

  it('stays alive without the database: /healthz makes no database call, /readyz then answers 503', async () => {
    const own = await serverOfItsOwn();
    try {
      await own.db.destroy();
      expect((await own.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await own.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(NOT_READY);
    } finally {
      await own.close();
    }
  });

  it('is not ready from the moment shutdown begins, while requests are still answered with Connection: close', async () => {
    const replica = await server.replica();
    expect((await replica.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    replica.beginShutdown();
    const ready = await replica.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(NOT_READY);
    const live = await replica.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
