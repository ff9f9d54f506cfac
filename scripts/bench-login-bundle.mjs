// Measures what a signed-out visit downloads: every JavaScript and CSS file the login screen loads,
// raw and gzip-compressed. Builds the panel (unless --no-build), starts the server on a fresh database,
// opens Chromium. It is also a gate: above the budget of JavaScript it exits with an error, and `npm test`
// runs it, so no change can grow the first load unnoticed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { startServer } from './server-process.mjs';

/** The most gzip JavaScript the sign-in screen may download. */
const BUDGET_KB = 150;

if (!process.argv.includes('--no-build')) await run('npx', ['vite', 'build', '--logLevel', 'warn']);
const dataDir = mkdtempSync(join(tmpdir(), 'back-office-bench-'));
const server = await startServer({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body();
    files.push({ url: new URL(response.url()).pathname, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${server.address}/`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await page.waitForLoadState('networkidle');
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${file.type.padEnd(10)} ${kb(file.raw).padStart(9)} ${kb(file.gzip).padStart(9)} gzip  ${file.url}`);
  }
  const total = (type) => files.filter((file) => file.type === type).reduce((sum, file) => sum + file.gzip, 0);
  console.log(`\nLogin route: JavaScript ${kb(total('script'))} gzip in ${files.filter((f) => f.type === 'script').length} files; CSS ${kb(total('stylesheet'))} gzip.`);
  if (total('script') > BUDGET_KB * 1024) {
    console.error(`Over the budget: the sign-in screen may download at most ${BUDGET_KB} kB of gzip JavaScript.`);
    process.exitCode = 1;
  } else {
    console.log(`Within the budget of ${BUDGET_KB} kB.`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
