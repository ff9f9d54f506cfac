/* global document -- the functions given to page.evaluate run inside the page, in Chromium. */
// Checks the Storybook's docs pages in a built Storybook (the story command's build, or any other):
// every design-system folder and every story file of the design system and the pages has a docs page;
// the Storybook opens at the introduction; every docs page renders without an error and passes axe; and every
// prop in a design-system component's props table has a description.
// Usage: node scripts/test-docs.mjs [storybook folder, default storybook-static] [id filter]
// The stories a screen's docs page shows in frames are not drawn here: the story command runs each one.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const [folder = 'storybook-static', filter = ''] = process.argv.slice(2);
const WORKERS = 2;
/**
 * A docs page still drawing after this is stuck, not slow: the DataTable's, with its 19 states at once, takes
 * about 8 s beside the other worker, and 20 s when three such runs share the 2-core machine.
 */
const PAGE_TIMEOUT_MS = 60_000;
const started = Date.now();
/**
 * Axe's rules on a docs page, which draws a component or a screen several times over, one state each: the
 * rules on the whole page's structure (one banner, unique landmarks, headings in order from the page's
 * own) would fail on the copies; each story passes them alone in the story command's run. The name-in-label
 * rule is experimental in axe and off in the stories' check too.
 */
const DOCS_PAGE_RULES = Object.fromEntries(
  ['landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-main', 'landmark-no-duplicate-contentinfo', 'landmark-one-main', 'page-has-heading-one', 'heading-order', 'region', 'label-content-name-mismatch'].map((rule) => [rule, { enabled: false }]),
);

const entries = Object.values(JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8')).entries);
const docs = entries.filter((entry) => entry.type === 'docs');

/** Every design-system folder and every story file of `shared/ui` and `pages` has a docs page. */
function missingDocsPages() {
  const documented = new Set(docs.map((entry) => entry.importPath));
  const storyFiles = [...new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.importPath))];
  const needed = storyFiles.filter((path) => path.startsWith('./src/shared/ui/') || path.startsWith('./src/pages/'));
  const missing = needed.filter((path) => !documented.has(path)).map((path) => `${path}: no docs page (add tags: ['autodocs'] to its meta)`);
  for (const component of readdirSync('src/shared/ui')) {
    if (![...documented].some((path) => path.startsWith(`./src/shared/ui/${component}/`))) missing.push(`src/shared/ui/${component}: no docs page (it needs a story file with tags: ['autodocs'])`);
  }
  if (entries[0]?.id !== 'introduction--docs') missing.push(`the Storybook opens at ${entries[0]?.id}, not at the introduction`);
  return missing;
}

const problems = missingDocsPages();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const server = await serveStatic(folder);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

/**
 * One page per worker: it loads the preview once, then draws each docs page the way the Storybook's
 * sidebar asks for it, over the preview's channel.
 */
async function worker(queue) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  // A screen's stories in frames are the story command's to check; each frame gets an empty page here.
  await page.route(/iframe\.html\?.*viewMode=story/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>story</title>' }));
  let errors = [];
  // The page's last words, for the rare run whose preview page is loaded again mid-check (cause not found yet).
  const lastLines = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    lastLines.push(`${message.type()}: ${message.text().slice(0, 200)}`);
    if (lastLines.length > 8) lastLines.shift();
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  let checking = false;
  let leftFor;
  page.on('request', (request) => {
    if (checking && !leftFor && request.isNavigationRequest() && request.frame() === page.mainFrame()) leftFor = request.url();
  });
  // No entry chosen: the preview loads and waits to be told what to draw.
  await page.goto(`${server.address}/iframe.html`);
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, { timeout: 60_000 });
  await page.evaluate(axeSource);
  // The preview's own events (a docs page drawn, each inline story's render phases, errors) are noted as it
  // sends them to the manager.
  await page.evaluate(() => {
    const channel = globalThis.__STORYBOOK_PREVIEW__.channel;
    const send = channel.emit.bind(channel);
    const finalPhases = new Set(['finished', 'aborted', 'errored']);
    channel.emit = (event, ...args) => {
      const outcome = globalThis.docsOutcome;
      if (event === 'docsRendered') outcome.rendered = args[0];
      // Only the page's own stories count: a story of the page before, torn down mid-draw, may never finish.
      if (event === 'storyRenderPhaseChanged' && args[0].storyId?.startsWith(outcome.storyPrefix)) {
        if (finalPhases.has(args[0].newPhase)) outcome.drawing.delete(args[0].renderId);
        else outcome.drawing.add(args[0].renderId);
      }
      if (['storyErrored', 'storyThrewException', 'storyMissing'].includes(event)) outcome.error = String(args[0]?.message ?? args[0]?.title ?? args[0]);
      return send(event, ...args);
    };
  });
  for (let entry = queue.shift(); entry; entry = queue.shift()) {
    errors = [];
    checking = true;
    const problem = await checkDocsPage(page, entry.id, () => errors).catch((error) => error.message);
    // The preview is gone: one problem that says so, and the other worker takes the rest of the queue.
    if (leftFor) {
      problems.push(`${entry.id}: the preview page went to ${leftFor} while this page was drawn; its last console lines: ${lastLines.join(' | ')}`);
      break;
    }
    if (problem) problems.push(`${entry.id}: ${problem}`);
  }
  await page.close();
}

async function checkDocsPage(page, id, pageErrors) {
  await page.evaluate((docsId) => {
    globalThis.docsOutcome = { drawing: new Set(), storyPrefix: docsId.replace(/docs$/, '') };
    globalThis.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
  }, id);
  await page.waitForFunction(
    // Drawn, and each story drawn inline on it finished.
    (docsId) => globalThis.docsOutcome.error || (globalThis.docsOutcome.rendered === docsId && globalThis.docsOutcome.drawing.size === 0),
    id,
    { timeout: PAGE_TIMEOUT_MS, polling: 50 },
  );
  const outcome = await page.evaluate(() => ({
    error: globalThis.docsOutcome.error,
    text: document.querySelector('#storybook-docs')?.textContent?.length ?? 0,
    // A props table row's second cell holds the prop's description above its type, or the type alone.
    undescribed: [...document.querySelectorAll('#storybook-docs .docblock-argstable tbody tr')]
      .filter((row) => row.children.length > 2 && row.children[1].children.length < 2)
      .map((row) => row.children[0].textContent.trim()),
  }));
  if (outcome.error) return `did not render: ${outcome.error}`;
  if (outcome.text < 50) return 'rendered an empty page';
  if (id.startsWith('shared-ui-') && outcome.undescribed.length > 0) {
    return `props without a description (a JSDoc comment on the prop, or the meta's argTypes for one it does not declare): ${outcome.undescribed.join(', ')}`;
  }
  const violations = await page.evaluate(async (DOCS_PAGE_RULES) => {
    const result = await globalThis.axe.run(
      { include: ['#storybook-docs'], exclude: ['[data-live-announcer]'] },
      { resultTypes: ['violations'], iframes: false, rules: DOCS_PAGE_RULES },
    );
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  }, DOCS_PAGE_RULES);
  const errors = pageErrors();
  if (violations.length > 0) return `axe: ${violations.join('; ')}`;
  if (errors.length > 0) return `errors while drawing: ${errors.slice(0, 3).join(' | ')}`;
  return undefined;
}

const queue = docs.filter((entry) => entry.id.includes(filter));
const checked = queue.length;
try {
  await Promise.all(Array.from({ length: WORKERS }, () => worker(queue)));
} finally {
  await browser.close();
  await server.close();
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`${problems.length} docs problems:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`${checked} docs pages rendered and passed axe in ${seconds} s; every design-system folder, component and screen story file has one.`);
