// Starts the real server on a fresh database and a free port, then runs the Playwright journeys in e2e/
// (a file pattern given runs only the journeys whose file names match); then the replicas journeys
// against two server processes on a throwaway PostgreSQL (scripts/replicas.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { startReplicas } from './replicas.mjs';
import { startServer } from './server-process.mjs';

process.env.CHROMIUM_PATH = ensureChromium();
process.env.CHROMIUM_ARGS = JSON.stringify(CHROMIUM_ARGS);
if (!existsSync('dist/index.html')) await run('npx', ['vite', 'build', '--logLevel', 'warn']);

const patterns = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), 'back-office-e2e-'));
const server = await startServer({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' });
try {
  await run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--passWithNoTests', ...patterns], {
    // The journeys read the sealed outbox of this data folder, as a mail transport would.
    env: { ...process.env, E2E_BASE_URL: server.address, E2E_DATA_DIR: dataDir },
  });
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// Then as a team runs it: two server processes on one PostgreSQL and one S3 stand-in, behind one
// address. The replicas journey races a claim across the two; the moderator's voice and image
// replies go through the bucket.
const replicaJourneys = ['replicas', 'moderator-panel'];
const wanted = patterns.length === 0 ? replicaJourneys : replicaJourneys.filter((name) => patterns.some((pattern) => name.includes(pattern)));
if (wanted.length > 0) {
  const team = await startReplicas({ count: 2, env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '' } });
  try {
    await run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...wanted], {
      env: { ...process.env, E2E_BASE_URL: team.address, E2E_REPLICA_URLS: JSON.stringify(team.replicas) },
    });
  } finally {
    await team.stop();
  }
}
