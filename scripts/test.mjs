// Every test, in the order that fails fastest: lint, types, unit and API tests, the builds,
// the Storybook (play functions, axe, screenshots), then end to end against the real server.
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

/** Checks that each use one core, run side by side; each one's time is printed, and so is the whole wait. */
const sideBySide = async (name, checks) => {
  const begun = Date.now();
  console.log(`\n▶ ${name}: ${checks.map(([check]) => check).join(', ')}, side by side`);
  const times = [];
  const results = await Promise.allSettled(
    checks.map(async ([check, command, args]) => {
      const checkBegun = Date.now();
      await run(command, args, { prefix: `[${check}]` });
      const seconds = (Date.now() - checkBegun) / 1000;
      times.push([`  of which ${check}`, seconds]);
      console.log(`✔ ${check} (${seconds.toFixed(1)} s)`);
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const seconds = (Date.now() - begun) / 1000;
  phases.push([name, seconds], ...times);
  console.log(`✔ ${name} (${seconds.toFixed(1)} s)`);
};

process.env.CHROMIUM_PATH = ensureChromium();
await sideBySide('Lint, layers and types', [
  ['ESLint', 'npx', ['eslint', '.']],
  ['Feature-Sliced layers (steiger)', 'npx', ['steiger', './src']],
  ['TypeScript', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
]);
// Vitest gives itself one worker on two cores; the PostgreSQL run waits on its database half the time.
await sideBySide('Unit and API tests', [
  ['on SQLite', 'npx', ['vitest', 'run']],
  ['API on PostgreSQL', 'node', ['scripts/test-api-postgres.mjs']],
]);
await step('Build the panel', 'npx', ['vite', 'build', '--logLevel', 'warn']);
await step('Sign-in screen within its download budget', 'node', ['scripts/bench-login-bundle.mjs', '--no-build']);
await step('Stories in Chromium', 'node', ['scripts/test-stories.mjs']);
await step('End to end', 'node', ['scripts/test-e2e.mjs']);
console.log('\nPhases:');
for (const [name, seconds] of phases) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
