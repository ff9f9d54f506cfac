// A throwaway PostgreSQL for the tests: Debian's `postgresql` package (installed when missing), a new
// cluster in a temporary folder on a free loopback port, removed again by `stop`.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';

function binaries() {
  if (!existsSync(ROOT)) return undefined;
  const newest = readdirSync(ROOT).filter((version) => existsSync(join(ROOT, version, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))[0];
  return newest && join(ROOT, newest, 'bin');
}

function ensurePostgres() {
  const existing = binaries();
  if (existing) return existing;
  console.log("No PostgreSQL found: installing Debian's postgresql package…");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit' });
  const installed = binaries();
  if (!installed) throw new Error('PostgreSQL could not be installed.');
  return installed;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts a cluster that trusts local connections (it listens on 127.0.0.1 only and lives as long as
 * the tests). `initdb` refuses to run as root, so as root the cluster belongs to the `postgres` user.
 * The C locale orders text by its bytes, as SQLite does.
 */
export async function startPostgres() {
  const bin = ensurePostgres();
  const folder = mkdtempSync(join(tmpdir(), 'back-office-postgres-'));
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asOwner.length) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const pg = (tool, args) => {
    const [command, ...rest] = [...asOwner, join(bin, tool), ...args];
    execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  // The same, without holding up the caller's event loop (a drill's load goes on while the cluster restarts).
  const pgInTheBackground = (tool, args) => {
    const [command, ...rest] = [...asOwner, join(bin, tool), ...args];
    return promisify(execFile)(command, rest);
  };
  const data = join(folder, 'data');
  pg('initdb', ['-D', data, '--auth=trust', '--no-locale', '--encoding=UTF8']);
  const port = await freePort();
  // Durability is of no use to a cluster thrown away after the run, and costs most of its time.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => pg('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** The address of another database of this cluster. */
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Runs one of PostgreSQL's client programs (pg_dump, createdb…); they connect over TCP, so anyone may. */
    tool: (name, args) => execFileSync(join(bin, name), args, { stdio: ['ignore', 'ignore', 'inherit'] }),
    /** Stops the cluster as an administrator would (open connections are ended), waits `downMs`, starts it again. */
    async restart(downMs = 0) {
      await pgInTheBackground('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await pgInTheBackground('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
    },
    stop() {
      try {
        pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
