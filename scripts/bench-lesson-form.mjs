/* global document -- this runs inside the page, in Chromium. */
// Measures the lesson form's first render with 50 lessons in ten groups: opens the story
// features/save-lessons/LessonForm › Fifty Lessons of a built Storybook in Chromium several times and
// prints the median and the slowest of the React profiler's first commit, and the time until the
// fiftieth lesson is on the page. Usage: node scripts/bench-lesson-form.mjs [storybook folder]
// (storybook-static by default; build it with `npx storybook build`).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const folder = process.argv[2] ?? 'storybook-static';
const STORY = 'features-save-lessons-lessonform--fifty-lessons';

const server = await serveStatic(folder);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const commits = [];
const visible = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const started = Date.now();
    await page.goto(`${server.address}/iframe.html?id=${STORY}&viewMode=story`);
    await page.getByRole('listitem', { name: 'Lesson 10.5' }).waitFor({ timeout: 60_000 });
    visible.push(Date.now() - started);
    await page.waitForFunction(() => document.body.dataset.firstRenderMs !== undefined);
    commits.push(Number(await page.evaluate(() => document.body.dataset.firstRenderMs)));
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
// The first run also pays for loading the Storybook's code; it is reported apart from the rest.
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const warm = commits.slice(1);
console.log(`Lesson form, 50 lessons, first render (from render to the DOM in place): median ${median(warm).toFixed(1)} ms, slowest ${Math.max(...warm).toFixed(1)} ms over ${warm.length} warm runs (first, cold run: ${commits[0].toFixed(1)} ms).`);
console.log(`Story opened until the 50th lesson was on the page: median ${median(visible.slice(1))} ms.`);
