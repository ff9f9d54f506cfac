import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { unseal } from '../server/lib/sealing';

/**
 * The server of this worker: scripts/test-e2e.mjs starts one for each worker, each on its own data
 * folder, and lists them in E2E_SERVERS. Vitest numbers the workers running at one time from 1
 * (VITEST_POOL_ID) and a file holds its number while it runs, so two files running at once never share
 * a server, and the files of one number run one after another on it.
 */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as { address: string; dataDir: string }[];
const ownServer = servers[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
if (servers.length > 0 && !ownServer) throw new Error(`E2E_SERVERS lists no server for worker ${process.env.VITEST_POOL_ID}.`);

/** The team's address (vitest.e2e.config.ts sets it for the team's journeys), else this worker's server. */
export const BASE_URL = process.env.E2E_BASE_URL || ownServer?.address || 'http://127.0.0.1:8080/';
const SCREENSHOT_DIR = 'e2e/screenshots';

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin!2345' },
  content: { email: 'content@example.com', password: 'Content!2345' },
  moderator: { email: 'moderator@example.com', password: 'Moderator!2345' },
  moderator2: { email: 'moderator2@example.com', password: 'Moderator2!2345' },
  instructor: { email: 'instructor@example.com', password: 'Instructor!2345' },
  viewer: { email: 'viewer@example.com', password: 'Viewer!2345' },
  newstaff: { email: 'newstaff@example.com', password: 'Welcome!2345' },
} as const;

export type Account = keyof typeof ACCOUNTS;

let browser: Promise<Browser> | undefined;

/**
 * The worker's Chromium (Debian's, with the flags scripts/test-e2e.mjs passes), launched by its first file
 * and kept for the next ones (the config keeps this module loaded): a launch is more than a second of
 * both cores. Every journey opens a context of its own (`openPage`), so nothing stored carries over;
 * Playwright ends the browser with the worker.
 */
export function workerBrowser(): Promise<Browser> {
  const args = JSON.parse(process.env.CHROMIUM_ARGS ?? '[]') as string[];
  browser ??= chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args });
  return browser;
}

/** What the server's Content-Security-Policy refused during the journeys; `e2e/setup.ts` fails a file that has any. */
export const refusedByPolicy: string[] = [];

/** A fresh context (no stored token or language) with one page. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refusedByPolicy.push(message.text());
  });
  return page;
}

export function url(path: string): string {
  return new URL(path.replace(/^\//, ''), BASE_URL).toString();
}

/** Fills the login form as a person would and waits for the signed-in shell or the reset screen. */
/** A link of the signed-in menu by its whole name ('Users' is not 'Business users'). */
export function menuLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
}

export async function signIn(page: Page, account: Account): Promise<void> {
  const { email, password } = ACCOUNTS[account];
  await page.goto(url('/'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The panel's app key and secret, which a sign-in call carries. */
export const APP_HEADERS = { 'x-app-key': 'athan-back-office', 'x-app-secret': 'bo-7f3c9a1e5d2b' };

/**
 * Gives `account` its demo password back after a journey changed it to `current`, through the signed-in
 * password change, so the journeys that sign in as it later do not depend on the order they run in.
 */
export async function restoreDemoPassword(account: Account, current: string): Promise<void> {
  const login = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { ...APP_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ username: ACCOUNTS[account].email, password: current }),
  });
  const token = login.headers.get('x-auth-token');
  if (!login.ok || !token) throw new Error(`Signing in as ${account} with the changed password failed: ${login.status}`);
  const { password } = ACCOUNTS[account];
  const reset = await fetch(url('/api/auth/forgot'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ currentPassword: current, password, rePassword: password }),
  });
  if (!reset.ok) throw new Error(`Restoring the demo password of ${account} failed: ${reset.status} ${await reset.text()}`);
}

/** The link of the newest reset mail to `email`, read from the server's sealed outbox as a mail transport would. */
export function latestResetLink(email: string): string {
  const dataDir = process.env.E2E_DATA_DIR || ownServer?.dataDir;
  if (!dataDir) throw new Error('E2E_SERVERS or E2E_DATA_DIR names the running server\'s data folder.');
  const database = new SQLite(join(dataDir, 'back-office.sqlite'), { readonly: true });
  try {
    const mail = database.prepare('select body from outbox where mail_to = ? order by id desc limit 1').get(email) as { body: string } | undefined;
    if (!mail) throw new Error(`No mail to ${email} in the outbox.`);
    const body = unseal(mail.body, readFileSync(join(dataDir, 'secret.key'), 'utf8').trim(), 'outbox');
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(body)?.[0];
    if (!link) throw new Error('The reset mail holds no link.');
    return link;
  } finally {
    database.close();
  }
}

/** Whether the journeys keep their pictures for a person to look at (`E2E_SCREENSHOTS=on`); nothing compares them. */
const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === 'on';

/**
 * With `E2E_SCREENSHOTS=on`, keeps a full-page picture once running transitions (a dialog fading in, a
 * language switch) have ended: about a third of a second each, 116 of them. Otherwise it does nothing: a
 * journey waits for what it checks next, never on a picture.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** A PNG of the given size drawn in the page, so each upload carries real image bytes. */
export async function picture(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = colour;
        context.fillRect(0, 0, width, height);
        context.fillStyle = '#fef3c7';
        context.fillRect(width / 4, height / 4, width / 2, height / 2);
      }
      return canvas.toDataURL('image/png');
    },
    { width, height, colour },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
