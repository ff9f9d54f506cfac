// Our package registry serves native binaries only for the platforms our machines run on, so
// `npm install` leaves the other platforms' optional packages (darwin, win32, …) out of the
// lock file and `npm ci` then refuses the lock as out of sync. This script records each missing
// optional package in the lock with its os/cpu, so `npm ci` sees them, knows they do not fit this
// machine and skips them. Run it after any change to the dependencies: `npm run lock:platforms`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const OSES = new Set(['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix']);

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i] === 'wasm32') return { cpu: ['wasm32'] };
    if (OSES.has(tokens[i])) {
      const platform = { os: [tokens[i]] };
      if (tokens[i + 1]) platform.cpu = [tokens[i + 1]];
      const rest = tokens.slice(i + 2).join('-');
      if (rest.startsWith('gnu')) platform.libc = ['glibc'];
      if (rest.startsWith('musl')) platform.libc = ['musl'];
      return platform;
    }
  }
  return null;
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    const nested = `${base}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Recorded ${added} optional package(s) for other platforms in ${LOCK}.`);
