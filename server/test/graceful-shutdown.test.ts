import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_HEADERS } from './harness';
import { openTestDatabase } from './test-database';

// The server as a load balancer's rolling restart meets it: a real process stopped with SIGTERM.
const ADMIN = { email: 'first.admin@example.org', password: 'Shutdown!2345x' };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts `server/main.ts` on a fresh database; resolves once it prints its address. */
async function startServerProcess(): Promise<{ child: ChildProcess; port: number; exited: Promise<number | null> }> {
  const folder = mkdtempSync(join(tmpdir(), 'back-office-shutdown-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const database = await openTestDatabase(folder);
  cleanups.push(() => database.drop());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '10000',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Back-office running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`The server stopped before it listened (exit ${code})`)));
  });
  return { child, port, exited };
}

const connected = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/** Whether a new connection is refused, waiting up to two seconds for it to be. */
async function refusesConnections(port: number): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    try {
      (await connected(port)).destroy();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return true;
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('stopping with SIGTERM', () => {
  it('answers a request in flight in full, refuses new connections, and exits 0', { timeout: 60_000 }, async () => {
    const { child, port, exited } = await startServerProcess();
    // A sign-in whose body is still arriving when the signal comes: the server has begun it and must finish it.
    const body = JSON.stringify({ username: ADMIN.email, password: 'Not the password' });
    const socket = await connected(port);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const headers = Object.entries({ ...APP_HEADERS, host: `127.0.0.1:${port}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST /api/auth/login HTTP/1.1\r\n${headers}\r\n${body.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    child.kill('SIGTERM');
    expect(await refusesConnections(port)).toBe(true);
    expect(child.exitCode).toBeNull();

    socket.write(body.slice(10));
    await closed;
    const [head, replyBody] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 401 /);
    expect(head?.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(replyBody ?? '')).toMatchObject({ success: false, message: 'Invalid email or password.' });
    expect(await exited).toBe(0);
  });
});
