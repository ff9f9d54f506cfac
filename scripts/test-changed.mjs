// The inner loop: runs only what the uncommitted change (or everything since `--since REV`) touches.
// - unit and API tests: Vitest's own `--changed`, which follows imports from the changed files;
// - stories: every story file in a slice the change touches (src/<layer>/<slice>, or
//   src/shared/<segment>/<name>), by its title, checked like the full run (play, axe, picture);
// - journeys: an e2e file the change touches, and the one named after a changed page slice.
// It is no substitute for `npm test` before a commit that others build on: a change to shared code can
// break a screen far from it, and only the full run shows that.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

const args = process.argv.slice(2);
const since = args.includes('--since') ? args[args.indexOf('--since') + 1] : 'HEAD';
const git = (...gitArgs) => execFileSync('git', gitArgs, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')])];
if (changed.length === 0) {
  console.log(`Nothing changed since ${since}.`);
  process.exit(0);
}

/** The slice folder of a source file: src/pages/users, src/shared/ui/button, … */
function sliceOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'src' || parts.length < 3) return undefined;
  const depth = parts[1] === 'shared' || parts[1] === 'app' ? 4 : 3;
  const slice = parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
  return existsSync(slice) && statSync(slice).isDirectory() ? slice : undefined;
}

function storyFilesIn(folder) {
  return readdirSync(folder, { recursive: true })
    .map((name) => join(folder, String(name)))
    .filter((file) => file.endsWith('.stories.tsx'));
}

/** The runner's pattern for a story file: its title, lower-cased, with `/` as `-`. */
function patternOf(storyFile) {
  const title = /title:\s*'([^']+)'/.exec(readFileSync(storyFile, 'utf8'))?.[1];
  return title?.toLowerCase().replaceAll('/', '-');
}

const slices = [...new Set(changed.map(sliceOf).filter(Boolean))];
const storyPatterns = [...new Set(slices.flatMap(storyFilesIn).map(patternOf).filter(Boolean))];
const journeys = [
  ...new Set([
    ...changed.filter((file) => file.startsWith('e2e/') && file.endsWith('.e2e.ts')).map((file) => file.slice(4, -'.e2e.ts'.length)),
    ...slices.filter((slice) => slice.startsWith('src/pages/')).map((slice) => slice.split('/')[2]).filter((name) => existsSync(`e2e/${name}.e2e.ts`)),
  ]),
];
const storyToolingChanged = changed.some((file) => file.startsWith('.storybook/') || file.startsWith('src/shared/lib/storybook/'));

console.log(`Changed since ${since}: ${changed.length} files in ${slices.length} slices.`);
console.log(`Stories: ${storyPatterns.join(' ') || 'none'}. Journeys: ${journeys.join(' ') || 'none'}.`);
if (storyToolingChanged) console.log('The story tooling changed: only the full `npm run test:stories` shows what that does to every story.');

const started = Date.now();
await run('npx', ['vitest', 'run', '--changed', since, '--passWithNoTests']);
if (storyPatterns.length > 0) await run('node', ['scripts/test-stories.mjs', '--out', 'storybook-static-changed', ...storyPatterns]);
if (journeys.length > 0) {
  // The journeys run against the built panel: build it again when the panel's code changed.
  if (changed.some((file) => file.startsWith('src/') || file === 'index.html')) await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  await run('node', ['scripts/test-e2e.mjs', ...journeys]);
}
console.log(`What the change touches passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
