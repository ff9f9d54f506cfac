// What a story file costs the story runner before its first story draws, in the page's CPU time
// (Chromium's TaskDuration: script, style, layout and paint of the page's main thread):
// - on a new page, as when each file had a page of its own: the Storybook boots, then the story draws;
// - on the page kept for a worker, as the runner runs now: the next file's code loads, the story draws.
// Reads the built Storybook (`npm run test:stories` or `npx storybook build -o storybook-static` first);
// takes the first story of BENCH_FILES story files (20), spread over the catalogue.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const folder = process.argv[2] ?? 'storybook-static';
const FILES = Number(process.env.BENCH_FILES ?? 20);

const { entries } = JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8'));
const firstStoryOfEachFile = new Map();
for (const entry of Object.values(entries)) {
  if (entry.type === 'story' && !entry.tags?.includes('leak-probe') && !firstStoryOfEachFile.has(entry.importPath)) {
    firstStoryOfEachFile.set(entry.importPath, entry.id);
  }
}
const all = [...firstStoryOfEachFile.values()];
const step = Math.max(1, Math.floor(all.length / FILES));
const chosen = all.filter((_, index) => index % step === 0).slice(0, FILES);

const server = await serveStatic(folder);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

/** The page's main-thread CPU time so far, in ms. */
async function cpuMs(session) {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration').value * 1000;
}

/** Shows a story on a page whose Storybook is already up, and waits until it has finished drawing. */
function showStory(page, storyId) {
  return page.evaluate(
    (id) =>
      new Promise((done) => {
        const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
        const finished = (event) => {
          if (event.storyId !== id) return;
          channel.off('storyFinished', finished);
          done(event.status);
        };
        channel.on('storyFinished', finished);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  return { context, page, session };
}

/** A new page per file: navigation to the story's own address until it has drawn. */
async function onNewPages() {
  const costs = [];
  for (const storyId of chosen) {
    const { context, page, session } = await newPage();
    const before = await cpuMs(session);
    await page.goto(`${server.address}/iframe.html?id=${storyId}&viewMode=story`);
    await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished', undefined, { timeout: 60_000 });
    costs.push((await cpuMs(session)) - before);
    await context.close();
  }
  return costs;
}

/** One page for every file: the first story boots it, each next file's first story is measured. */
async function onKeptPage() {
  const { context, page, session } = await newPage();
  await page.goto(`${server.address}/iframe.html?id=${chosen[0]}&viewMode=story`);
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished', undefined, { timeout: 60_000 });
  const costs = [];
  for (const storyId of chosen.slice(1)) {
    const before = await cpuMs(session);
    await showStory(page, storyId);
    costs.push((await cpuMs(session)) - before);
  }
  await context.close();
  return costs;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const fresh = await onNewPages();
  const kept = await onKeptPage();
  console.log(`First story of ${chosen.length} story files, page CPU before it has drawn (median, ms):`);
  console.log(`  on a new page for the file:      ${median(fresh).toFixed(0)} ms (from ${Math.min(...fresh).toFixed(0)} to ${Math.max(...fresh).toFixed(0)})`);
  console.log(`  on the page kept for the worker: ${median(kept).toFixed(0)} ms (from ${Math.min(...kept).toFixed(0)} to ${Math.max(...kept).toFixed(0)})`);
} finally {
  await browser.close();
  await server.close();
}
