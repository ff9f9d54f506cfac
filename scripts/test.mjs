// Every test, in the order that fails fastest: lint, types, unit and API tests (the builds beside them), the
// Storybook's docs pages, its stories (play functions, axe, screenshots), then end to end against the real server.
import { ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';

const started = Date.now();
const phases = [];
const step = async (name, command, args) => {
  const begun = Date.now();
  console.log(`\n▶ ${name}`);
  await run(command, args);
  const seconds = (Date.now() - begun) / 1000;
  phases.push([name, seconds]);
  console.log(`✔ ${name} (${seconds.toFixed(1)} s)`);
};

/** A promise with its resolve and reject at hand (Node 20 has no Promise.withResolvers). */
const deferred = () => {
  const handle = {};
  handle.promise = new Promise((resolve, reject) => Object.assign(handle, { resolve, reject }));
  // A lane no step waits on must not report the failure a second time.
  handle.promise.catch(() => undefined);
  return handle;
};

/**
 * Lanes that each use about one core, run side by side; a lane runs its steps one after another. A step may
 * name a step of another lane it needs (`{ after }`): it waits until that one has passed. Each step's time
 * is printed, and so is the whole wait.
 */
const sideBySide = async (name, lanes) => {
  const begun = Date.now();
  console.log(`\n▶ ${name}: ${lanes.map((lane) => lane.map(([check]) => check).join(' then ')).join(', ')}, side by side`);
  const times = new Map();
  const passed = new Map(lanes.flat().map(([check]) => [check, deferred()]));
  const results = await Promise.allSettled(
    lanes.map(async (lane) => {
      for (const [check, command, args, { after } = {}] of lane) {
        if (after) await passed.get(after).promise;
        const checkBegun = Date.now();
        await run(command, args, { prefix: `[${check}]` }).catch((error) => {
          passed.get(check).reject(error);
          throw error;
        });
        passed.get(check).resolve();
        const seconds = (Date.now() - checkBegun) / 1000;
        times.set(check, seconds);
        console.log(`✔ ${check} (${seconds.toFixed(1)} s)`);
      }
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const seconds = (Date.now() - begun) / 1000;
  // In the order the lanes name them, whichever ended first.
  phases.push([name, seconds], ...lanes.flat().map(([check]) => [`  of which ${check}`, times.get(check)]));
  console.log(`✔ ${name} (${seconds.toFixed(1)} s)`);
};

process.env.CHROMIUM_PATH = ensureChromium();
// The fault drill mostly waits (on its faults, on PostgreSQL), so it takes the lane steiger leaves early.
await sideBySide('Lint, layers and types, and the fault drill', [
  [['ESLint', 'npx', ['eslint', '.']]],
  [
    ['Feature-Sliced layers (steiger)', 'npx', ['steiger', './src']],
    ['Fault drill (short)', 'node', ['scripts/drill.mjs', '--short']],
  ],
  [['TypeScript', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']]],
]);
// Vitest gives itself one worker on two cores; the PostgreSQL run waits on its database half the time, so it
// takes two workers. The builds and the docs pages (checked on the Storybook's build, a minute where the
// stories take many) go in the other lane after the SQLite run, the sign-in screen's budget after the
// PostgreSQL run.
await sideBySide('Unit and API tests, the builds and the docs pages', [
  [
    ['Unit and API tests on SQLite', 'npx', ['vitest', 'run']],
    ['Build the panel', 'npx', ['vite', 'build', '--logLevel', 'warn']],
    ['Build the Storybook', 'node', ['scripts/test-stories.mjs', '--build-only']],
    ['Docs pages in Chromium', 'node', ['scripts/test-docs.mjs']],
  ],
  [
    ['API tests on PostgreSQL', 'node', ['scripts/test-api-postgres.mjs']],
    ['Sign-in screen within its download budget', 'node', ['scripts/bench-login-bundle.mjs', '--no-build'], { after: 'Build the panel' }],
  ],
]);
await step('Stories in Chromium', 'node', ['scripts/test-stories.mjs', '--no-build']);
await step('End to end', 'node', ['scripts/test-e2e.mjs']);
console.log('\nPhases:');
for (const [name, seconds] of phases) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
