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

/**
 * Lanes that each use about one core, run side by side; a lane runs its steps one after another. Each
 * step's time is printed, and so is the whole wait.
 */
const sideBySide = async (name, lanes) => {
  const begun = Date.now();
  console.log(`\n▶ ${name}: ${lanes.map((lane) => lane.map(([check]) => check).join(' then ')).join(', ')}, side by side`);
  const times = new Map();
  const results = await Promise.allSettled(
    lanes.map(async (lane) => {
      for (const [check, command, args] of lane) {
        const checkBegun = Date.now();
        await run(command, args, { prefix: `[${check}]` });
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
// takes two workers, and the builds go in the other lane after the SQLite run.
await sideBySide('Unit and API tests, and the builds', [
  [
    ['Unit and API tests on SQLite', 'npx', ['vitest', 'run']],
    ['Build the panel', 'npx', ['vite', 'build', '--logLevel', 'warn']],
    ['Sign-in screen within its download budget', 'node', ['scripts/bench-login-bundle.mjs', '--no-build']],
    ['Build the Storybook', 'node', ['scripts/test-stories.mjs', '--build-only']],
  ],
  [['API tests on PostgreSQL', 'node', ['scripts/test-api-postgres.mjs']]],
]);
// The docs pages of the same build, before the stories as they take a minute where the stories take many.
await step('Docs pages in Chromium', 'node', ['scripts/test-docs.mjs']);
await step('Stories in Chromium', 'node', ['scripts/test-stories.mjs', '--no-build']);
await step('End to end', 'node', ['scripts/test-e2e.mjs']);
console.log('\nPhases:');
for (const [name, seconds] of phases) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
