// Runs the Playwright journeys in e2e/ (a file pattern given runs only the journeys whose file names
// match), several files at a time. Each Vitest worker has a server of its own on a data folder of its
// own, so the journeys that write never meet another worker's writes. The moderator panel and
// replicas journeys run on a team instead (scripts/replicas.mjs): two server processes on a throwaway
// PostgreSQL and an S3 stand-in behind one address, started at the same time as the other servers.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { startReplicas } from './replicas.mjs';
import { startServer } from './server-process.mjs';

/**
 * Vitest's workers, a server each. The journeys wait far more than they compute (the panel's timers and
 * transitions, each sign-in's password hash): on two cores, three files at a time took no longer each
 * than two did, and the run took about two thirds of the time; a fourth made each file slower.
 */
const WORKERS = 3;
/** The journeys run on the team, as vitest.e2e.config.ts names them. */
const TEAM_JOURNEYS = ['e2e/moderator-panel.e2e.ts', 'e2e/replicas.e2e.ts'];
/** The server's database in its data folder (server/main.ts). */
const DATABASE_FILE = 'back-office.sqlite';

process.env.CHROMIUM_PATH = ensureChromium();
// The journeys sign in some sixty times and the servers seed the demo accounts: at the production cost
// each hash is a third of a second of one core. The servers hash at the API tests' cost instead.
process.env.PASSWORD_COST ??= '1024';
process.env.CHROMIUM_ARGS = JSON.stringify(CHROMIUM_ARGS);
if (!existsSync('dist/index.html')) await run('npx', ['vite', 'build', '--logLevel', 'warn']);

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

// Vitest's own rule for a file pattern: part of the file's path, in any case.
const patterns = process.argv.slice(2);
const journeys = readdirSync('e2e')
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => `e2e/${name}`)
  .filter((file) => patterns.length === 0 || patterns.some((pattern) => file.toLowerCase().includes(pattern.toLowerCase())));
const onTeam = journeys.filter((file) => TEAM_JOURNEYS.includes(file));
const onOwnServer = journeys.filter((file) => !TEAM_JOURNEYS.includes(file));
// No more workers than files; a server for each worker, as any of them may take a file that needs one.
const workers = Math.max(1, Math.min(WORKERS, journeys.length));

const stops = [];

/** A new data folder, removed at the end. */
function dataFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'back-office-e2e-'));
  stops.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** A server on `dataDir`, stopped at the end (before its folder is removed). */
async function serverOn(dataDir) {
  const server = await startServer({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' });
  stops.push(() => server.stop());
  return { address: server.address, dataDir };
}

/**
 * A copy of a running server's data folder while no journey has used it yet: its database through
 * SQLite's backup, which reads one consistent state while the server has it open; its files and secret
 * as they are.
 */
async function copyOfDataFolder(from) {
  const to = dataFolder();
  cpSync(from, to, { recursive: true, filter: (source) => !basename(source).startsWith(DATABASE_FILE) });
  const database = new SQLite(join(from, DATABASE_FILE), { readonly: true });
  try {
    await database.backup(join(to, DATABASE_FILE));
  } finally {
    database.close();
  }
  return to;
}

/**
 * One server a worker. The first seeds a fresh data folder; the others start on copies of it, as fresh,
 * without seeding again: each seed hashes the demo passwords at full cost, seconds of both cores while
 * the team starts too.
 */
async function startServers(count) {
  if (count === 0) return [];
  const first = await serverOn(dataFolder());
  const others = await Promise.all(Array.from({ length: count - 1 }, async () => serverOn(await copyOfDataFolder(first.dataDir))));
  return [first, ...others];
}

async function startTeam() {
  if (onTeam.length === 0) return undefined;
  const team = await startReplicas({ count: 2, env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '' } });
  stops.push(() => team.stop());
  return team;
}

try {
  // The servers and the team start side by side, the first server before the team's database (whose
  // set-up holds this process for a few seconds). All starts are waited for, so that a failed one
  // leaves none running.
  const starts = await Promise.allSettled([startServers(onOwnServer.length > 0 ? workers : 0), startTeam()]);
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) throw failed.reason;
  const [servers, team] = starts.map((start) => start.value);
  console.log(`Servers ready in ${seconds(started)} s.`);

  const journeysStarted = Date.now();
  const env = { ...process.env, E2E_WORKERS: String(workers), E2E_SERVERS: JSON.stringify(servers) };
  // Each journey's server comes from E2E_SERVERS or E2E_TEAM only.
  delete env.E2E_BASE_URL;
  delete env.E2E_DATA_DIR;
  if (team) env.E2E_TEAM = JSON.stringify({ address: team.address, replicas: team.replicas.map((replica) => replica.address) });
  await run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--passWithNoTests', ...patterns], { env });
  console.log(`Journeys ran in ${seconds(journeysStarted)} s; ${seconds(started)} s in all.`);
} finally {
  // Servers first, then the data folders they wrote to.
  for (const stop of stops.reverse()) await stop();
}
