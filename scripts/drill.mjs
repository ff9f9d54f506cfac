// `npm run drill`, and shorter (`--short`) as a phase of `npm test`: the fault drill. Two replicas on a
// throwaway PostgreSQL and a local S3 stand-in, behind the health-checking front end, take a bounded load
// of staff traffic (lists, searches, saves, bell polls) while one replica is killed outright and started
// again, the other is restarted as a deploy does it (SIGTERM, then a new one), and PostgreSQL restarts
// once. Afterwards it checks that every save answered 2xx is in the database exactly once, that no save
// is there twice, that nothing answered 500 and that every replica is ready again, and prints a table of
// requests, latencies, errors by kind and the recovery time. Last, the backup: the database is dumped with
// pg_dump, restored into a new one, and a server started on it finds the same records and files.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { APP_HEADERS, signIn } from './bench-support.mjs';
import { drillPlan, percentile, Tally } from './drill-figures.mjs';
import { startReplicas } from './replicas.mjs';
import { startServer } from './server-process.mjs';

const short = process.argv.includes('--short');
const plan = drillPlan(short);
// In the suite, the replicas seed and sign in at the API tests' password cost, as the journeys' servers do.
if (short) process.env.PASSWORD_COST ??= '1024';
/** How long one call is retried (with its Idempotency-Key, for a save) before the user gives up. */
const GIVE_UP_AFTER_MS = 20_000;
const CALL_TIMEOUT_MS = 25_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => (ms / 1000).toFixed(1);

const begun = Date.now();
const since = () => Date.now() - begun;
const events = [];
const note = (what) => {
  events.push([since(), what]);
  console.log(`[drill ${seconds(since())} s] ${what}`);
};
/** The faults' windows: each from the moment it is made to the next one (the last to the end of the load). */
const windows = [];
const fault = (name) => {
  note(name);
  windows.push({ name, from: since() });
};

/** One request through the front end; the outcome's kind names what a user would have met. */
async function send(base, path, { method = 'GET', token, body, headers = {} } = {}) {
  const started = performance.now();
  try {
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...APP_HEADERS,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await reply.text();
    const json = text ? JSON.parse(text) : undefined;
    return { status: reply.status, json, headers: reply.headers, ms: performance.now() - started, kind: kindOf(reply.status, json) };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, kind: `no answer (${error.cause?.code ?? error.name})` };
  }
}

function kindOf(status, json) {
  if (status < 400) return 'ok';
  const code = json?.messageCode ?? '';
  if (status === 409 && code === 'http.idempotencyKeyInProgress') return '409 save still running (retried)';
  if (status === 502) return '502 replica ended mid-request (retried)';
  if (status === 503 && code === 'http.databaseUnavailable') return '503 database unavailable (retried)';
  if (status === 503 && code === 'http.serverBusy') return '503 server busy (retried)';
  if (status === 503) return '503 no replica ready (retried)';
  return `${status} ${json?.message ?? ''}`.trim();
}

const retried = (outcome) => outcome.status === 0 || outcome.status === 502 || outcome.status === 503 || outcome.kind.startsWith('409');

/**
 * A call as the panel makes it: sent again while the answer is one a retry may fix, waiting as told (at
 * most a second) up to GIVE_UP_AFTER_MS. Every attempt is counted; the result is the last answer.
 */
async function call(tally, group, base, path, options) {
  const firstSent = performance.now();
  /** When the call first failed: its retries belong to the fault it met then. */
  let firstFailedAt;
  for (;;) {
    const outcome = await send(base, path, options);
    if (outcome.kind !== 'ok') firstFailedAt ??= since();
    tally.attempt(group, outcome, firstFailedAt);
    if (!retried(outcome) || performance.now() - firstSent > GIVE_UP_AFTER_MS) {
      tally.finish(group, outcome, performance.now() - firstSent);
      return outcome;
    }
    const told = Number(outcome.headers?.get('retry-after') ?? 0) * 1000;
    await sleep(Math.min(Math.max(told, 200), 1000));
  }
}

/** A demo account's session token. */
const tokenOf = async (base, email, password) => (await signIn(base, email, password)).token;

/** What one member of staff does, over and over, until the load is over: lists, searches, saves, the bell. */
async function staffMember(index, { base, admin, moderator, tally, saves, load }) {
  const runId = `${process.pid}-${index}`;
  let bellTag;
  for (let turn = 0; !load.over; turn++) {
    switch (turn % 5) {
      case 0:
        await call(tally, 'list', base, '/api/stories/video/list', { method: 'POST', token: admin, body: { pageno: 1 + (turn % 7), limitCount: 25, firstIndex: -2, sortField: 'likes', descending: true } });
        break;
      case 1:
        await call(tally, 'search', base, '/api/site/blog-tag/list', { method: 'POST', token: admin, body: { keyword: ['ram', 'eid', 'du', 'sal'][turn % 4], limitCount: 25, firstIndex: -2, pageno: 1 } });
        break;
      case 2: {
        const save = { name: `Drill ${runId} ${turn}`, key: randomUUID(), answered: false };
        saves.push(save);
        const outcome = await call(tally, 'save', base, '/api/stories/category', { method: 'POST', token: admin, body: { name: save.name, videoCount: 0 }, headers: { 'idempotency-key': save.key } });
        save.answered = outcome.status >= 200 && outcome.status < 300;
        break;
      }
      case 3: {
        const outcome = await call(tally, 'bell poll', base, '/api/academy/chat/messages?read=false', { token: moderator, headers: bellTag ? { 'if-none-match': bellTag } : {} });
        bellTag = outcome.headers?.get('etag') ?? bellTag;
        break;
      }
      default:
        await call(tally, 'list', base, '/api/stories/category/list', { method: 'POST', token: admin, body: { limitCount: 10, firstIndex: -2, pageno: 1 } });
    }
    await sleep(plan.thinkMs);
  }
}

/** The faults, at the plan's moments, while the load runs. */
async function faults(team) {
  const [first, second] = team.replicas;
  await sleep(plan.killAtMs - since());
  fault('kill -9 replica 1');
  await first.kill();
  const third = await team.addReplica();
  note('replica 3 (in place of 1) is ready');

  await sleep(plan.rollAtMs - since());
  fault('SIGTERM replica 2 (a rolling restart)');
  const stopping = second.stop();
  const fourth = await team.addReplica();
  note('replica 4 (in place of 2) is ready');
  await stopping;
  note(`replica 2 exited`);

  await sleep(plan.postgresAtMs - since());
  fault('PostgreSQL stops (fast shutdown) and starts again');
  const down = since();
  await team.postgres.restart(plan.postgresDownMs);
  const back = since();
  note(`PostgreSQL is back (down ${seconds(back - down)} s)`);
  return { postgresDown: down, postgresBack: back, running: [third, fourth] };
}

async function savedCounts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select name, count(*)::int as count from video_categories where name like 'Drill %' group by name`);
    return new Map(rows.map((row) => [row.name, row.count]));
  } finally {
    await client.end();
  }
}

async function rowCounts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query(`select table_schema, table_name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1, 2`);
    const counts = new Map();
    for (const { table_schema: schema, table_name: name } of tables) {
      const { rows } = await client.query(`select count(*)::int as count from "${schema}"."${name}"`);
      counts.set(`${schema}.${name}`, rows[0].count);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** A file published before the load, to be found again in the restored copy. */
async function publishFile(base, token) {
  const key = `drill-${randomUUID().slice(0, 8)}.pdf`;
  const bytes = Buffer.from(`%PDF-1.4\n% Published before the fault drill, ${new Date().toISOString()}\n%%EOF\n`);
  const form = new FormData();
  form.set('path', 'public-files');
  form.set('key', key);
  form.set('file', new Blob([bytes], { type: 'application/pdf' }), key);
  const reply = await send(base, '/api/site/if-drive/put', { method: 'POST', token, body: form });
  if (reply.status !== 200) throw new Error(`The drill's file could not be published: ${reply.status} ${JSON.stringify(reply.json)}`);
  return { key, bytes };
}

/** pg_dump, a new database restored from it, a server on the copy: the same rows, and the file served. */
async function backupAndRestore(team, file, failures) {
  const started = Date.now();
  const folder = mkdtempSync(join(tmpdir(), 'back-office-backup-'));
  const dump = join(folder, 'back-office.dump');
  try {
    team.postgres.tool('pg_dump', ['--format=custom', `--file=${dump}`, team.postgres.url]);
    team.postgres.tool('createdb', ['-h', '127.0.0.1', '-p', new URL(team.postgres.url).port, '-U', 'postgres', 'restored']);
    team.postgres.tool('pg_restore', ['--no-owner', `--dbname=${team.postgres.urlOf('restored')}`, dump]);
    const [original, restored] = await Promise.all([rowCounts(team.postgres.url), rowCounts(team.postgres.urlOf('restored'))]);
    const differing = [...original].filter(([table, count]) => restored.get(table) !== count);
    if (differing.length) failures.push(`The restored copy differs in ${differing.map(([table]) => table).join(', ')}.`);
    const dataDir = mkdtempSync(join(folder, 'server-'));
    const server = await startServer({ ...team.storageEnv, DATABASE_URL: team.postgres.urlOf('restored'), DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' });
    try {
      const token = await tokenOf(server.address, 'admin@example.com', 'Admin!2345');
      const listed = await send(server.address, '/api/stories/category/list', { method: 'POST', token, body: { keyword: 'Drill', limitCount: 1, firstIndex: -2, pageno: 1 } });
      const served = await fetch(`${server.address}/public-files/${file.key}`);
      const servedBytes = Buffer.from(await served.arrayBuffer());
      if (!served.ok || !servedBytes.equals(file.bytes)) failures.push(`The restored server did not serve the published file (${served.status}).`);
      return { tables: original.size, rows: [...original.values()].reduce((sum, count) => sum + count, 0), drillCategories: listed.json?.totalRecords, seconds: (Date.now() - started) / 1000 };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const team = await startReplicas({ count: 2, env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', LOG_LEVEL: 'error' } });
const failures = [];
let exitCode = 1;
try {
  note(`two replicas ready behind ${team.address}`);
  const [admin, moderator] = await Promise.all([tokenOf(team.address, 'admin@example.com', 'Admin!2345'), tokenOf(team.address, 'moderator@example.com', 'Moderator!2345')]);
  const file = await publishFile(team.address, admin);
  const tally = new Tally(since);
  const saves = [];
  const loadBegun = since();
  plan.shift(loadBegun);
  // The load goes on until the last fault is over and a calm spell has passed, however slowly replicas start.
  const load = { over: false };
  const staff = Array.from({ length: plan.staff }, (_, index) => staffMember(index, { base: team.address, admin, moderator, tally, saves, load }));
  const made = await faults(team);
  await sleep(Math.max(plan.calmMs, plan.loadEndsAtMs - since()));
  load.over = true;
  await Promise.all(staff);
  const loadEnded = since();
  note('load over');

  const counts = await savedCounts(team.postgres.url);
  const lost = saves.filter((save) => save.answered && counts.get(save.name) !== 1);
  const doubled = [...counts.values()].filter((count) => count > 1).length;
  const unanswered = saves.filter((save) => !save.answered);
  const stored = (save) => counts.get(save.name) ?? 0;
  const answered500 = tally.count((kind) => kind.startsWith('500'));
  const unexpected = tally.kinds().filter(([kind]) => kind !== 'ok' && !kind.endsWith('(retried)'));
  const readiness = await Promise.all(made.running.map(async (replica) => (await fetch(`${replica.address}/readyz`).catch(() => ({ status: 'down' }))).status));
  const lastFailure = tally.lastFailureAt(made.postgresDown);
  const firstSaveAfter = tally.firstOkAfter('save', made.postgresBack);
  const recovery = Math.max(0, (Math.max(lastFailure ?? 0, firstSaveAfter ?? 0) - made.postgresBack) / 1000);
  windows.forEach((window, index) => (window.to = windows[index + 1]?.from ?? since()));
  const rolling = windows.find((window) => window.name.startsWith('SIGTERM'));
  // A refusal under overload (503 with Retry-After, answered on its retry) is the overload guard at work on
  // a busy machine, not a request the restart dropped.
  const failedInRollingRestart = tally.failuresBetween(rolling.from, rolling.to).filter(([kind]) => !kind.startsWith('503 server busy'));

  if (lost.length) failures.push(`${lost.length} saves answered 2xx are not in the database exactly once: ${lost.map((save) => save.name).join(', ')}`);
  if (doubled) failures.push(`${doubled} saves are in the database twice or more.`);
  if (answered500) failures.push(`${answered500} answers were 500.`);
  if (unexpected.length) failures.push(`Unexpected answers: ${unexpected.map(([kind, count]) => `${count} × ${kind}`).join('; ')}`);
  if (failedInRollingRestart.length) failures.push(`The rolling restart failed requests: ${failedInRollingRestart.map(([kind, count]) => `${count} × ${kind}`).join('; ')}`);
  if (readiness.some((status) => status !== 200)) failures.push(`Not every replica is ready after the drill: ${readiness.join(', ')}`);
  if (firstSaveAfter === undefined) failures.push('No save succeeded after PostgreSQL came back.');
  if (recovery > 10) failures.push(`Recovery after the PostgreSQL restart took ${recovery.toFixed(1)} s (at most 10 s).`);

  const backup = await backupAndRestore(team, file, failures);

  console.log(`\nFault drill${short ? ' (short)' : ''}: two replicas, ${plan.staff} staff, ${seconds(loadEnded - loadBegun)} s of load\n`);
  for (const [at, what] of events) console.log(`  ${seconds(at).padStart(6)} s  ${what}`);
  console.log('\n| Calls | Requests sent | Calls answered 2xx | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [group, figures] of tally.groups()) {
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(figures.callMs, p).toFixed(0));
    console.log(`| ${group} | ${figures.attempts} | ${figures.ok} of ${figures.calls} | ${p50} | ${p95} | ${p99} |`);
  }
  console.log('\n| Answers other than 2xx, by the fault the call met first | Kind | Count |\n|---|---|---:|');
  for (const window of windows) {
    const failed = tally.failuresBetween(window.from, window.to);
    if (failed.length === 0) console.log(`| ${window.name} | none | 0 |`);
    for (const [kind, count] of failed) console.log(`| ${window.name} | ${kind} | ${count} |`);
  }
  console.log(`\nSaves: ${saves.length} sent, ${saves.length - unanswered.length} answered 2xx and each in the database once; ${lost.length} lost; ${doubled} doubled.`);
  // A save in flight on the replica killed outright keeps its key 'still being processed' (409) for 5 minutes:
  // nobody can tell whether its work was written (README, Saves made once).
  if (unanswered.length) console.log(`Saves never answered 2xx (the user gave up after ${GIVE_UP_AFTER_MS / 1000} s): ${unanswered.length}, in the database ${unanswered.map(stored).join(', ')} time(s).`);
  console.log(`500 answers: ${answered500}.`);
  console.log(`Recovery after the PostgreSQL restart: ${recovery.toFixed(1)} s (the last failure of a call sent since it stopped, or the first save answered after it was back).`);
  console.log(`Backup: pg_dump and pg_restore of ${backup.tables} tables (${backup.rows} rows), the same in the copy; a server on the copy listed ${backup.drillCategories} drill categories and served the published file (${backup.seconds.toFixed(1)} s).`);
  if (failures.length) {
    console.error(`\nThe drill failed:\n${failures.map((failure) => `  ✘ ${failure}`).join('\n')}`);
  } else {
    console.log('\nThe drill passed: 0 lost or doubled saves, 0 × 500, every replica ready again.');
    exitCode = 0;
  }
} finally {
  await team.stop();
}
process.exit(exitCode);
