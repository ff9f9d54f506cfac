// Publishes the built Storybook to Chromatic for review and visual diffs.
// Needs CHROMATIC_PROJECT_TOKEN; builds the Storybook first when storybook-static is missing.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to the project token to publish the Storybook.');
  process.exit(1);
}
if (!existsSync('storybook-static/index.html')) {
  await run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
}
await run('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--only-changed']);
