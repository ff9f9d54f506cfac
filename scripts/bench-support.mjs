// What the benchmark scripts share: a freshly built panel on a server with an empty database of its
// own, signing a demo account in over its API, and Chromium with that session already stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { startServer } from './server-process.mjs';

/** The back-office app's own key and secret, sent with the sign-in call as the panel does. */
export const APP_HEADERS = { 'x-app-key': 'athan-back-office', 'x-app-secret': 'bo-7f3c9a1e5d2b' };

/**
 * Builds the panel (unless told it is built) and starts the server on a new data folder, with `env`
 * besides (a DATABASE_URL); `stop()` ends it and removes the folder.
 */
export async function startBenchServer({ env = {}, build = true } = {}) {
  if (build) await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  const dataDir = mkdtempSync(join(tmpdir(), 'back-office-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...env });
  return {
    address: server.address,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in with e-mail and password; returns the session token and the profile. */
export async function signIn(base, email, password) {
  const reply = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...APP_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const token = reply.headers.get('x-auth-token');
  if (!reply.ok || !token) throw new Error(`Sign-in failed: ${reply.status}`);
  return { token, profile: await reply.json() };
}

/** Debian's Chromium with a 1280 × 800 context whose pages start signed in with `session` (from signIn). */
export async function signedInBrowser({ token, profile }) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([storedToken, storedProfile]) => {
      localStorage.setItem('TOKEN_KEY', JSON.stringify(storedToken));
      localStorage.setItem('PROFILE_KEY', JSON.stringify(storedProfile));
    },
    [token, profile],
  );
  return { browser, context };
}
