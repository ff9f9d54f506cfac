// Starts the real server on a fresh database and a free port, then runs the Playwright journeys in e2e/
// (a file pattern given runs only the journeys whose file names match).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { startServer } from './server-process.mjs';

process.env.CHROMIUM_PATH = ensureChromium();
process.env.CHROMIUM_ARGS = JSON.stringify(CHROMIUM_ARGS);
if (!existsSync('dist/index.html')) await run('npx', ['vite', 'build', '--logLevel', 'warn']);

const dataDir = mkdtempSync(join(tmpdir(), 'back-office-e2e-'));
const server = await startServer({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' });
try {
  await run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
    // The journeys read the sealed outbox of this data folder, as a mail transport would.
    env: { ...process.env, E2E_BASE_URL: server.address, E2E_DATA_DIR: dataDir },
  });
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
