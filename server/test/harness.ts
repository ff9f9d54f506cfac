import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject, vi } from 'vitest';
import { APP_KEY, APP_KEY_HEADER, APP_SECRET, APP_SECRET_HEADER } from '@/shared/config';
import { buildApp, type BuildAppOptions } from '../app';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { seedDemo, seedSecurityBase } from '../db/seed';
import { LocalStorage, type ObjectStorage } from '../services/uploads';
import { makeTemplateDatabase, openTestDatabase, type TemplateDatabase } from './test-database';

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin!2345' },
  content: { email: 'content@example.com', password: 'Content!2345' },
  moderator: { email: 'moderator@example.com', password: 'Moderator!2345' },
  instructor: { email: 'instructor@example.com', password: 'Instructor!2345' },
  viewer: { email: 'viewer@example.com', password: 'Viewer!2345' },
  newstaff: { email: 'newstaff@example.com', password: 'Welcome!2345' },
} as const;
export type DemoAccount = keyof typeof DEMO;

export const APP_HEADERS = { [APP_KEY_HEADER]: APP_KEY, [APP_SECRET_HEADER]: APP_SECRET };

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** The server's clock: the seed's moment when it started, moved on by the time since and by `advance`. */
  now(): number;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** Signs in from the client address `from` (default 127.0.0.1). */
  login(email: string, password: string, headers?: Record<string, string>, from?: string): Promise<LightMyRequestResponse>;
  /** Signs a demo account in and returns its token. */
  tokenOf(account: DemoAccount): Promise<string>;
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Another server on the same database, files and secret, like a second replica behind a load balancer. */
  replica(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** The panel's public address in tests: links the server hands out start with it. */
export const TEST_ORIGIN = 'http://panel.test';
export const TEST_PASSWORD_COST = 2 ** 10;
export const TEST_SECRET = 'test-secret-for-signing';

export interface TestServerOptions extends Pick<BuildAppOptions, 'passwordCost' | 'logger' | 'videoHost' | 'metricsToken' | 'overload'> {
  /** Another object storage than a local folder, made with the server's clock and secret. */
  storage?: (now: () => number, secret: string) => Promise<ObjectStorage>;
}

/**
 * A migrated database with the demo seed, and the seed's files, that test servers start as copies of.
 * Its times are relative to `seededAt` ('three hours ago', 'tomorrow'), so each test server's clock
 * starts there.
 */
interface SeededTemplate {
  database: TemplateDatabase;
  filesDir: string;
  seededAt: number;
}

async function seedTemplate(folder: string, seededAt: number): Promise<SeededTemplate> {
  const filesDir = join(folder, 'files');
  const storage = new LocalStorage(filesDir, TEST_SECRET, () => seededAt);
  const database = await makeTemplateDatabase(folder, async (db) => {
    await migrateToLatest(db);
    await seedSecurityBase(db);
    // The demo accounts' hashes use a cheap cost: the default's half second a sign-in would make every test file slow.
    await seedDemo(db, storage, seededAt, TEST_PASSWORD_COST, TEST_SECRET);
  });
  return { database, filesDir, seededAt };
}

/**
 * The template of this worker, seeded by its first test server; kept on the global object, as a test file
 * that asks for fresh modules (`vi.resetModules()`) gets a new copy of this module and should not seed
 * again. Seeding once a run before the workers start cost the main process 6 s (4 of them loading the
 * server's modules a second time), more than the workers' seeds in parallel.
 */
const kept = globalThis as typeof globalThis & { seededTestTemplate?: Promise<SeededTemplate> };
function workerTemplate(): Promise<SeededTemplate> {
  kept.seededTestTemplate ??= seedTemplate(mkdtempSync(join(inject('testRunFolder'), 'template-')), Date.now());
  return kept.seededTestTemplate;
}

/**
 * A real server on a fresh database with the demo seed, in a temporary folder that is removed on close.
 * The database and files are copies of a seeded template; a server on another storage is seeded itself.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const folder = mkdtempSync(join(inject('testRunFolder'), 'server-'));
  let offset = 0;
  const now = () => Date.now() + offset;
  const storageDir = join(folder, 'files');
  const secret = TEST_SECRET;
  let storage: ObjectStorage;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  if (options.storage) {
    database = await openTestDatabase(folder);
    await migrateToLatest(database.db);
    await seedSecurityBase(database.db);
    storage = await options.storage(now, secret);
    await seedDemo(database.db, storage, now(), TEST_PASSWORD_COST, secret);
  } else {
    const template = await workerTemplate();
    database = await openTestDatabase(folder, template.database);
    cpSync(template.filesDir, storageDir, { recursive: true });
    // However late in the run the server starts, the seed's 'three hours ago' and 'tomorrow' are as meant.
    offset = template.seededAt - Date.now();
    storage = new LocalStorage(storageDir, secret, now);
  }
  const { db, drop } = database;
  const appOptions: BuildAppOptions = {
    db,
    storageDir,
    storage,
    secret,
    now,
    passwordCost: options.passwordCost ?? TEST_PASSWORD_COST,
    publicOrigin: TEST_ORIGIN,
    failedLoginDelayMs: 0,
    distDir: join(folder, 'no-dist'),
    storybookDir: join(folder, 'no-storybook'),
    logger: options.logger,
    videoHost: options.videoHost,
    metricsToken: options.metricsToken,
    // The event loop measured here is the test worker's, on a machine the other test lanes keep busy: a
    // second of it starved made a server answer 503 to the next call. overload.test.ts sets its own limits.
    overload: { maxEventLoopDelayMs: 0, ...options.overload },
  };
  const app = buildApp(appOptions);
  await app.ready();
  const replicas: FastifyInstance[] = [];
  const tokens = new Map<DemoAccount, string>();

  const login: TestServer['login'] = async (email, password, headers = APP_HEADERS, from = '127.0.0.1') =>
    expectCodedMessages(
      await app.inject({ method: 'POST', url: '/api/auth/login', headers, remoteAddress: from, payload: { username: email, password } }),
    );

  return {
    app,
    db,
    now,
    advance: (ms) => {
      offset += ms;
    },
    login,
    async tokenOf(account) {
      const known = tokens.get(account);
      if (known) return known;
      const reply = await login(DEMO[account].email, DEMO[account].password);
      const token = reply.headers['x-auth-token'];
      if (reply.statusCode !== 200 || typeof token !== 'string') throw new Error(`${account} could not sign in: ${reply.body}`);
      tokens.set(account, token);
      return token;
    },
    async call({ token, headers, ...options }) {
      return expectCodedMessages(
        await app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
      );
    },
    async replica() {
      // Fresh copies of the server's modules, so that nothing one server keeps in memory reaches the other.
      vi.resetModules();
      const fresh = await import('../app');
      const replica = fresh.buildApp(appOptions);
      replicas.push(replica);
      await replica.ready();
      return replica;
    },
    async close() {
      await Promise.all(replicas.map((replica) => replica.close()));
      await app.close();
      await drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Every reply of every API test is also checked for this: words the server sends (`message`, and
 * each of `fields`) come with their code from the catalogue of server messages, so the panel can show
 * them in Urdu.
 */
function expectCodedMessages(reply: LightMyRequestResponse): LightMyRequestResponse {
  if (!reply.headers['content-type']?.toString().startsWith('application/json')) return reply;
  const body = reply.json<{ message?: unknown; messageCode?: unknown; fields?: Record<string, string>; fieldCodes?: Record<string, string> }>();
  if (typeof body?.message === 'string' && typeof body.messageCode !== 'string') {
    throw new Error(`The server sent words without a code from SERVER_MESSAGES: "${body.message}"`);
  }
  for (const [path, words] of Object.entries(body?.fields ?? {})) {
    if (!body.fieldCodes?.[path]) throw new Error(`The server sent words for ${path} without a code from SERVER_MESSAGES: "${words}"`);
  }
  return reply;
}

/** The smallest valid PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The path and query of an absolute link the server handed out, for `inject`. */
export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}

/** One part of a hand-written multipart/form-data body. */
export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

export const MULTIPART_BOUNDARY = 'back-office-test-boundary';

/** A multipart/form-data body written by hand, so a test can send exactly what a hostile client would. */
export function multipart(parts: readonly Part[]): Buffer {
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    return [Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.value), Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`)]);
}
