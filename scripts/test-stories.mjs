// Builds the Storybook, serves it and runs every story in Chromium: play functions, axe and screenshots.
// Options: --no-build (reuse storybook-static), --build-only (build it and stop), --update (write baselines
// of new stories; existing ones must still match), --update-all (also overwrite changed baselines: only for a change you meant), anything else
// goes to test-storybook (for example: a file pattern such as shared-ui-button to run one component's stories).
// --out <folder> builds into another folder than storybook-static, so two runs never share one.
// --repeat <n> runs the chosen stories n times and names each story that failed in some runs and passed in
// others (flaky) or failed in all; --throttle <n> slows the page's CPU n times, so a story that races its
// own data or a lazy chunk fails here rather than in CI. Use both on every story file you touch, e.g.
// `npm run test:stories -- --repeat 5 --throttle 4 pages-users`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const buildOnly = args.includes('--build-only');
const update = args.includes('--update');
const updateAll = args.includes('--update-all');
/** The value after an option of ours, if given. */
const valueOf = (option) => (args.includes(option) ? args[args.indexOf(option) + 1] : undefined);
const outDir = valueOf('--out') ?? 'storybook-static';
const repeat = Number(valueOf('--repeat') ?? 1);
const throttle = valueOf('--throttle');
const withValue = ['--out', '--repeat', '--throttle'];
const ownOptions = new Set(['--no-build', '--build-only', '--update', '--update-all', ...withValue]);
const passThrough = args.filter((arg, index) => !ownOptions.has(arg) && !withValue.includes(args[index - 1]));
if (!Number.isInteger(repeat) || repeat < 1) throw new Error('--repeat takes a whole number of runs');
// Read by .storybook/test-runner.ts.
if (throttle) process.env.STORY_CPU_THROTTLE = throttle;

process.env.CHROMIUM_PATH = ensureChromium();
// The story runner keeps one page per worker for all its files; the leak probe's stories (built in here,
// see .storybook/main.ts, and run apart from the catalogue) prove that what a story leaves in the page is
// caught and put back.
if (!skipBuild) await run('npx', ['storybook', 'build', '--quiet', '-o', outDir], { env: { ...process.env, STORYBOOK_STORY_RUNNER: '1' } });
const LEAK_PROBE_TAG = 'leak-probe';
if (buildOnly) process.exit(0);

const server = await serveStatic(outDir);
const started = Date.now();
const runnerArgs = (extra = []) => [
  'test-storybook',
  '--url', server.address,
  '--index-json',
  // A story waits on its page about a quarter of the time (timers, fonts, the next frame): on two cores the
  // catalogue took 331 s on three workers, 395 s on two and 380 s on four.
  '--maxWorkers=3',
  // Jest writes missing snapshots unless --ci; --updateSnapshot also overwrites the ones that differ.
  ...(updateAll ? ['--updateSnapshot'] : update ? [] : ['--ci']),
  ...extra,
  ...passThrough,
];
// Pictures that matched their baselines only within the threshold are kept here and listed after the run.
const passedWithin = updateAll ? undefined : mkdtempSync(join(tmpdir(), 'story-pictures-within-'));
const catalogueOnly = { ...process.env, STORYBOOK_EXCLUDE_TAGS: LEAK_PROBE_TAG, ...(passedWithin ? { STORY_PASSED_WITHIN_DIR: passedWithin } : {}) };
const wholeCatalogue = passThrough.every((arg) => arg.startsWith('-'));
try {
  if (repeat === 1) await run('npx', runnerArgs(), { env: catalogueOnly });
  else await runRepeatedly();
  if (repeat === 1 && wholeCatalogue) await checkLeakProbe();
} finally {
  await server.close();
  listPassedWithin();
}

/**
 * Names the pictures that differed from their baselines by less than the threshold. Each costs a comparison
 * in a process of its own (about half a second) on every run, where an identical picture costs a read.
 */
function listPassedWithin() {
  if (!passedWithin) return;
  const pictures = readdirSync(passedWithin);
  if (pictures.length === 0) {
    rmSync(passedWithin, { recursive: true, force: true });
    return;
  }
  console.log(`\n${pictures.length} pictures matched their baselines only within the threshold; each is compared the slow way on every run. Look at them in ${passedWithin} and, for a change you meant, refresh them with --update-all and the story's id:`);
  for (const picture of pictures.sort()) console.log(`  ${picture.replace(/\.png$/, '')}`);
}

/** The built Storybook's index: every story, with its tags. */
function builtEntries() {
  return JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')).entries;
}

/** Jest's report of one run: `--json` writes it as one line on standard output, the rest goes to standard error. */
function jsonReport(runnerArguments, env = catalogueOnly, { quiet = false } = {}) {
  return new Promise((resolveReport, reject) => {
    const child = spawn('npx', runnerArguments, { stdio: ['ignore', 'pipe', quiet ? 'ignore' : 'inherit'], env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', () => {
      const line = output.split('\n').find((each) => each.startsWith('{"num'));
      if (line) resolveReport(JSON.parse(line));
      else reject(new Error(`The story runner wrote no report:\n${output.slice(-2000)}`));
    });
  });
}

/** Runs the stories `repeat` times and reports each story by how many runs it failed; fails if any did. */
async function runRepeatedly() {
  const failures = new Map();
  let stories = 0;
  for (let round = 1; round <= repeat; round += 1) {
    const report = await jsonReport(runnerArgs(['--json']));
    const results = report.testResults.flatMap((file) => file.assertionResults);
    const failed = results.filter((each) => each.status === 'failed');
    stories = results.length;
    for (const result of failed) {
      const name = result.ancestorTitles.join(' › ');
      failures.set(name, (failures.get(name) ?? 0) + 1);
    }
    console.log(`Run ${round} of ${repeat}: ${failed.length} of ${results.length} failed.`);
  }
  for (const [name, count] of failures) console.log(`${count === repeat ? 'FAILED' : 'FLAKY '} ${name}: failed ${count} of ${repeat} runs`);
  if (failures.size > 0) throw new Error(`${failures.size} of ${stories} stories failed in at least one of ${repeat} runs`);
  console.log(`Every one of ${stories} stories passed ${repeat} runs.`);
}

/**
 * Runs the leak probe's stories on their own: the one after the leaking story must fail, naming it and
 * each thing it left, and the one after that must find the page clean.
 */
async function checkLeakProbe() {
  if (!Object.values(builtEntries()).some((entry) => entry.tags?.includes(LEAK_PROBE_TAG))) {
    console.log(`The leak probe was not checked: ${outDir} was built without it (this command builds it in).`);
    return;
  }
  // Its one file only: the runner would otherwise set up every file to skip it. Its log would show the
  // failure the probe expects; what matters of it is printed below if the check fails.
  const probeOnly = { ...process.env, STORYBOOK_INCLUDE_TAGS: LEAK_PROBE_TAG };
  const report = await jsonReport(runnerArgs(['--json', 'story-runner-leak-probe']), probeOnly, { quiet: true });
  const results = report.testResults.flatMap((file) => file.assertionResults);
  const story = (name) => results.find((each) => each.ancestorTitles.includes(name));
  const [leaks, meets, clean, served, servedAgain] = ['Leaks', 'Meets The Leak', 'Finds The Page Clean', 'Serves A Picture', 'Serves Another Picture There'].map(story);
  const message = (meets?.failureMessages ?? []).join('\n');
  const named = ['"Story runner/Leak probe › Leaks" left the page changed', 'replaced window.Notification', 'interval', 'left <div#leaked-by-a-story>', '<html>[style=', 'put back'];
  const missing = named.filter((words) => !message.includes(words));
  if (leaks?.status !== 'passed' || meets?.status !== 'failed' || missing.length > 0 || clean?.status !== 'passed') {
    console.error(message);
    throw new Error(`The story runner did not catch the leak probe: Leaks ${leaks?.status}, Meets The Leak ${meets?.status} (missing ${missing.join(', ') || 'nothing'}), Finds The Page Clean ${clean?.status}`);
  }
  const pictureMessage = (servedAgain?.failureMessages ?? []).join('\n');
  const pictureNamed = '"Story runner/Leak probe › Serves Another Picture There" shows the picture "Story runner/Leak probe › Serves A Picture" was served at';
  if (served?.status !== 'passed' || servedAgain?.status !== 'failed' || !pictureMessage.includes(pictureNamed)) {
    console.error(pictureMessage);
    throw new Error(`The story runner did not catch a picture shown from an earlier story: Serves A Picture ${served?.status}, Serves Another Picture There ${servedAgain?.status}`);
  }
  console.log('The leak probe was caught: the story after it failed naming what it left, and the page was put back; a story shown an earlier story\'s picture failed naming both.');
}

// The suite's own speed, printed so a slow story is noticed when it comes: seconds a story, on 2 workers.
const stories = Object.values(builtEntries()).filter((entry) => entry.type === 'story' && !entry.tags?.includes(LEAK_PROBE_TAG)).length;
const seconds = (Date.now() - started) / 1000;
if (wholeCatalogue) {
  console.log(`${stories} stories in ${seconds.toFixed(0)} s: ${(seconds / stories).toFixed(2)} s a story.`);
}
