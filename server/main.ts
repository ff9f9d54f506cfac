import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { authContract } from '@/shared/api/contract';
import { buildApp } from './app';
import { DEFAULT_PASSWORD_COST } from './lib/password';
import { originsOf } from './http/security-headers';
import { openDatabase, whilePreparing } from './db/database';
import { migrateToLatest } from './db/migrations';
import { createFirstAdministrator, hasUsers, seedDemo, seedSecurityBase } from './db/seed';
import { storageFromEnvironment } from './services/uploads';
import { DEFAULT_OVERLOAD_LIMITS } from './operations/overload';

/**
 * `tsx server/main.ts`. Environment: PORT (8080; 0 = any free port), HOST (127.0.0.1), DATA_DIR
 * (data/), NODE_ENV=production, ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME (production's first
 * administrator), SECRET (link signing; else kept in DATA_DIR), PUBLIC_URL (origin of every link the
 * server hands out; required in production and on a wildcard HOST), TRUST_PROXY (the front end's
 * address, whose X-Forwarded-For is believed), LOG_LEVEL (info), S3_BUCKET and the other S3_* settings
 * (files in an S3-compatible bucket instead of DATA_DIR), PASSWORD_COST (scrypt's cost for the demo's
 * and new hashes; outside production only, for the journeys), SHUTDOWN_GRACE_MS (20000), METRICS_TOKEN
 * (serves /metrics to its bearer), OVERLOAD_EVENT_LOOP_DELAY_MS, OVERLOAD_POOL_WAITING and
 * OVERLOAD_RETRY_AFTER_S (when to answer 503). Prints one line on stdout once it
 * listens; logs go to stderr.
 */
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const storageDir = join(dataDir, 'storage');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The signing secret outlives restarts (signed links stay valid); several replicas set SECRET. */
function signingSecret(): string {
  if (process.env.SECRET) return process.env.SECRET;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a number from 0 to 65535, not "${process.env.PORT}".`);
const wildcardHost = host === '0.0.0.0' || host === '::';
const publicUrl = configuredPublicUrl();

/**
 * Links never follow a request's Host header, which a client chooses: the origin comes from PUBLIC_URL, or
 * in development from the loopback or named address the server listens on.
 */
function configuredPublicUrl(): string | undefined {
  const value = process.env.PUBLIC_URL;
  if (!value) {
    if (production) fail('PUBLIC_URL is required in production: the origin staff open the panel at, such as https://admin.example.org.');
    if (wildcardHost) fail(`HOST ${host} listens on every address: set PUBLIC_URL to the origin staff open the panel at.`);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(`PUBLIC_URL must be an absolute http or https address, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`PUBLIC_URL must start with http:// or https://, not "${value}".`);
  return url.origin;
}

/**
 * scrypt's cost for the demo accounts and every new hash. The journeys sign in some sixty times and
 * lower it, as the API tests do; production always hashes at the default cost.
 */
function configuredPasswordCost(): number {
  const value = process.env.PASSWORD_COST;
  if (!value) return DEFAULT_PASSWORD_COST;
  if (production) fail('PASSWORD_COST is for tests and demos only: production hashes passwords at the default cost.');
  const cost = Number(value);
  const powerOfTwo = Number.isInteger(cost) && cost > 0 && (cost & (cost - 1)) === 0;
  if (!powerOfTwo || cost < 1024 || cost > DEFAULT_PASSWORD_COST) fail(`PASSWORD_COST must be a power of two from 1024 to ${DEFAULT_PASSWORD_COST}, not "${value}".`);
  return cost;
}
const passwordCost = configuredPasswordCost();

/** A whole number of at least 0 from the environment, or `fallback` when unset. */
function wholeNumberSetting(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) fail(`${name} must be a whole number from 0, not "${value}".`);
  return number;
}
const shutdownGraceMs = wholeNumberSetting('SHUTDOWN_GRACE_MS', 20_000);
const overload = {
  maxEventLoopDelayMs: wholeNumberSetting('OVERLOAD_EVENT_LOOP_DELAY_MS', DEFAULT_OVERLOAD_LIMITS.maxEventLoopDelayMs),
  maxPoolWaiting: wholeNumberSetting('OVERLOAD_POOL_WAITING', DEFAULT_OVERLOAD_LIMITS.maxPoolWaiting),
  retryAfterSeconds: Math.max(1, wholeNumberSetting('OVERLOAD_RETRY_AFTER_S', DEFAULT_OVERLOAD_LIMITS.retryAfterSeconds)),
};
const metricsToken = process.env.METRICS_TOKEN || undefined;
if (metricsToken !== undefined && metricsToken.length < 16) fail('METRICS_TOKEN must be at least 16 characters: a long random string that Prometheus sends.');

mkdirSync(storageDir, { recursive: true });
const secret = signingSecret();
// DATABASE_URL names a PostgreSQL database; without it the SQLite file in DATA_DIR is the database.
const db = openDatabase(process.env.DATABASE_URL || join(dataDir, 'back-office.sqlite'));

let storage;
try {
  storage = await storageFromEnvironment(process.env, { dir: storageDir, secret, now: Date.now });
} catch (error) {
  fail(`The file storage could not be set up: ${(error as Error).message}`);
}

// Replicas starting together migrate and make the first accounts once (the lock is PostgreSQL's).
await whilePreparing(db, async () => {
  await migrateToLatest(db);
  await seedSecurityBase(db);
  if (await hasUsers(db)) return;
  if (!production) {
    await seedDemo(db, storage, Date.now(), passwordCost, secret);
  } else if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    if (!authContract.STRONG_PASSWORD.test(process.env.ADMIN_PASSWORD)) {
      fail(`ADMIN_PASSWORD is too weak: ${authContract.STRONG_PASSWORD_MESSAGE}.`);
    }
    await createFirstAdministrator(db, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD, process.env.ADMIN_NAME ?? 'Administrator');
  } else {
    process.stderr.write('No user exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first administrator.\n');
  }
});

let listeningOrigin = '';
const app = buildApp({
  db,
  passwordCost,
  storageDir,
  storage,
  secret,
  logger: { level: process.env.LOG_LEVEL ?? 'info', stream: process.stderr },
  publicOrigin: () => publicUrl ?? listeningOrigin,
  trustProxy: process.env.TRUST_PROXY,
  mailLinksInLog: !production,
  // The sample shops answer for the demo vendors' stores; a production server reaches only real stores unless SAMPLE_STORES=on.
  sampleStores: !production || process.env.SAMPLE_STORES === 'on',
  // The video sync reads Vimeo's REST API (https://api.vimeo.com) with a personal access token; unset, the sample host answers.
  videoHost: { baseUrl: process.env.VIDEO_HOST_URL || undefined, token: process.env.VIDEO_HOST_TOKEN || undefined },
  // The panel was built with these service addresses (README, Configuration); it may call them.
  metricsToken,
  overload,
  apiOrigins: originsOf(Object.entries(process.env).filter(([name]) => name.startsWith('VITE_API_')).map(([, url]) => url)),
});

try {
  await app.listen({ port, host });
} catch (error) {
  fail(`The server could not listen on ${host}:${port}: ${(error as Error).message}`);
}
const address = app.server.address();
const realPort = typeof address === 'object' && address ? address.port : port;
const shownHost = host.includes(':') ? `[${host}]` : host;
listeningOrigin = `http://${shownHost}:${realPort}`;
process.stdout.write(`Back-office running at http://${shownHost}:${realPort}/\n`);

let stopping = false;
/**
 * SIGTERM or SIGINT: readiness answers 503, the server takes no new connection, requests in flight get
 * SHUTDOWN_GRACE_MS to finish (then their connections are cut), background jobs stop at a safe point,
 * the database closes, and the process exits 0.
 */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping; requests in flight have ${shutdownGraceMs} ms to finish`);
  app.beginShutdown();
  const cutOff = setTimeout(() => {
    app.log.warn('The shutdown grace is over: the connections still open are closed');
    app.server.closeAllConnections();
  }, shutdownGraceMs);
  try {
    await app.close();
    clearTimeout(cutOff);
    await db.destroy();
  } catch (error) {
    app.log.error({ err: error }, 'The server did not stop cleanly');
    process.exit(1);
  }
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
