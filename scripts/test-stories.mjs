// Builds the Storybook, serves it and runs every story in Chromium: play functions, axe and screenshots.
// Options: --no-build (reuse storybook-static), --update (write baselines of new stories; existing ones
// must still match), --update-all (also overwrite changed baselines: only for a change you meant), anything else
// goes to test-storybook (for example: a file pattern such as shared-ui-button to run one component's stories).
// --out <folder> builds into another folder than storybook-static, so two runs never share one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const update = args.includes('--update');
const updateAll = args.includes('--update-all');
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args[outIndex + 1] : 'storybook-static';
const ownOptions = new Set(['--no-build', '--update', '--update-all', '--out']);
const passThrough = args.filter((arg, index) => !ownOptions.has(arg) && (outIndex < 0 || index !== outIndex + 1));

process.env.CHROMIUM_PATH = ensureChromium();
if (!skipBuild) await run('npx', ['storybook', 'build', '--quiet', '-o', outDir]);

const server = await serveStatic(outDir);
const started = Date.now();
try {
  await run('npx', [
    'test-storybook',
    '--url', server.address,
    '--index-json',
    '--maxWorkers=2',
    // Jest writes missing snapshots unless --ci; --updateSnapshot also overwrites the ones that differ.
    ...(updateAll ? ['--updateSnapshot'] : update ? [] : ['--ci']),
    ...passThrough,
  ]);
} finally {
  await server.close();
}
// The suite's own speed, printed so a slow story is noticed when it comes: seconds a story, on 2 workers.
const { entries } = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'));
const stories = Object.values(entries).filter((entry) => entry.type === 'story').length;
const seconds = (Date.now() - started) / 1000;
if (passThrough.every((arg) => arg.startsWith('-'))) {
  console.log(`${stories} stories in ${seconds.toFixed(0)} s: ${(seconds / stories).toFixed(2)} s a story.`);
}
