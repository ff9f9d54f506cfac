// Builds the Storybook, serves it and runs every story in Chromium: play functions, axe and screenshots.
// Options: --no-build (reuse storybook-static), --update (write new or changed baselines), anything else
// goes to test-storybook (for example: -t "shared/ui/Button" to run one component's stories).
// --out <folder> builds into another folder than storybook-static, so two runs never share one.
import { ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const update = args.includes('--update');
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args[outIndex + 1] : 'storybook-static';
const ownOptions = new Set(['--no-build', '--update', '--out']);
const passThrough = args.filter((arg, index) => !ownOptions.has(arg) && (outIndex < 0 || index !== outIndex + 1));

process.env.CHROMIUM_PATH = ensureChromium();
if (!skipBuild) await run('npx', ['storybook', 'build', '--quiet', '-o', outDir]);

const server = await serveStatic(outDir);
try {
  await run('npx', [
    'test-storybook',
    '--url', server.address,
    '--maxWorkers=2',
    ...(update ? ['--updateSnapshot'] : ['--ci']),
    ...passThrough,
  ]);
} finally {
  await server.close();
}
