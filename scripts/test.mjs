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

process.env.CHROMIUM_PATH = ensureChromium();
await step('ESLint', 'npx', ['eslint', '.']);
await step('Feature-Sliced layers (steiger)', 'npx', ['steiger', './src']);
await step('TypeScript', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
await step('Unit and API tests', 'npx', ['vitest', 'run']);
await step('API tests on PostgreSQL', 'node', ['scripts/test-api-postgres.mjs']);
await step('Build the panel', 'npx', ['vite', 'build', '--logLevel', 'warn']);
await step('Sign-in screen within its download budget', 'node', ['scripts/bench-login-bundle.mjs', '--no-build']);
await step('Stories in Chromium', 'node', ['scripts/test-stories.mjs']);
await step('End to end', 'node', ['scripts/test-e2e.mjs']);
console.log('\nPhases:');
for (const [name, seconds] of phases) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
