import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { setupPage, TestContext, TestRunnerConfig } from '@storybook/test-runner';
import imageSnapshot from 'jest-image-snapshot';
import type { BrowserContext, Page } from 'playwright';
import { checkUrduAccessibleNames } from './english-labels';

/**
 * What the runner adds to every story after its play function: a steady picture compared with its baseline.
 * Accessibility is checked once, by the a11y addon's axe run after the play function (it fails the story
 * under `a11y.test: 'error'`); whole screens keep axe's landmark rule through their `WHOLE_SCREEN` parameters.
 * A story shown in Urdu must not announce react-aria's English strings (.storybook/english-labels.ts).
 */

/** Baselines live beside the Storybook configuration, one PNG per story (and mirrored for some components). */
const SNAPSHOT_DIR = `${process.cwd()}/.storybook/__snapshots__`;
const DEFAULT_VIEWPORT = { width: 800, height: 600 };

/** Story parameter: `screenshot: { viewport?: {width,height}, skip?: boolean }`. */
interface ScreenshotParameter {
  viewport?: { width: number; height: number };
  skip?: boolean;
}

interface StoryParameters {
  screenshot?: ScreenshotParameter;
  a11y?: { config?: { rules?: { id: string; enabled: boolean }[] } };
}

const STILL_CSS = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important; }`;

/**
 * A picture whose bytes differ from its baseline is compared in a Node process of its own, the library's
 * default. In the runner's own process the same comparison took about 15 times as long: 16.7 s against
 * 1.1 s for the course form's 1100 × 7000 picture. Identical bytes skip the comparison (`compare` below).
 */
const toMatchImageSnapshot = imageSnapshot.configureToMatchImageSnapshot({
  customSnapshotsDir: SNAPSHOT_DIR,
  failureThreshold: 0.002,
  failureThresholdType: 'percent',
  // Under --update-all a picture that changed within the threshold is written too: the library keeps the old
  // one by default, and a meant change smaller than the threshold (a column's title) then cost every later run
  // a comparison in a process of its own, for each story showing it.
  updatePassedSnapshot: true,
});

/** The parameters read before the visit, kept for the checks after it (one read of the context per story). */
const parametersById = new Map<string, StoryParameters>();

/** Story ids of the published index, to know which components have a right-to-left story of their own. */
let storyIds: Promise<string[]> | undefined;
function publishedStoryIds(): Promise<string[]> {
  storyIds ??= fetch(new URL('index.json', process.env.TARGET_URL))
    .then((reply) => reply.json() as Promise<{ entries: Record<string, { id: string; type: string }> }>)
    .then((index) => Object.values(index.entries).filter((entry) => entry.type === 'story').map((entry) => entry.id));
  return storyIds;
}

/** A component story is also compared laid out right to left, unless the component has an `Rtl` story. */
async function needsMirroredPicture(story: TestContext): Promise<boolean> {
  if (!story.title.startsWith('shared/ui/')) return false;
  const prefix = story.id.slice(0, story.id.indexOf('--'));
  const ids = await publishedStoryIds();
  return !ids.some((id) => id === `${prefix}--rtl`);
}

/**
 * Fonts and images loaded and the next frame painted: the screenshot takes what the reader would see. With
 * `checkPictures`, a story showing an earlier story's picture at an address both use then fails, naming both
 * (.storybook/picture-addresses.ts): one call into the page for both.
 */
async function settle(page: Page, { checkPictures = false } = {}) {
  const problems = await page.evaluate(async (checkPictures) => {
    const loading = [...document.images].filter((image) => !image.complete);
    const loaded = (image: HTMLImageElement) =>
      new Promise((done) => {
        image.addEventListener('load', done, { once: true });
        image.addEventListener('error', done, { once: true });
      });
    await Promise.all(loading.map(loaded));
    await document.fonts.ready;
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    if (!checkPictures) return [];
    return (globalThis as { shownPictureProblems?: () => Promise<string[]> }).shownPictureProblems?.() ?? [];
  }, checkPictures);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

async function compare(page: Page, identifier: string) {
  const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const baseline = `${SNAPSHOT_DIR}/${identifier}.png`;
  // Chromium writes the same bytes for the same pixels: an identical file needs no decoding and no diff.
  if (existsSync(baseline) && readFileSync(baseline).equals(image)) return;
  expect(image).toMatchImageSnapshot({ customSnapshotIdentifier: identifier });
  notePassedWithin(identifier, image, baseline);
}

/**
 * A picture that matched its baseline only within the threshold is kept in the folder the story command
 * names (scripts/test-stories.mjs), which lists them after the run: each is a baseline to look at, and to
 * refresh if the change was meant, rather than pay for its comparison on every run.
 */
function notePassedWithin(identifier: string, image: Buffer, baseline: string) {
  const folder = process.env.STORY_PASSED_WITHIN_DIR;
  if (!folder || !existsSync(baseline)) return;
  writeFileSync(join(folder, `${identifier}.png`), image);
}

/** Pages and the app frame are whole screens: their content must sit in landmarks, so axe's region rule stays on. */
function checkWholeScreenRule(story: TestContext, parameters: StoryParameters) {
  const isWholeScreen = story.title.startsWith('pages/') || story.title.startsWith('app/');
  if (!isWholeScreen) return;
  const region = parameters.a11y?.config?.rules?.find((rule) => rule.id === 'region');
  if (!region?.enabled) {
    throw new Error(`${story.title}: a whole-screen story keeps axe's region rule; give its meta \`parameters: { ...WHOLE_SCREEN }\`.`);
  }
}

/**
 * What the test environment gives each story file: its page and context, a way to replace the page, and the
 * runner's page set-up, loaded once for the worker.
 */
const playwrightGlobals = globalThis as unknown as {
  page: Page;
  context: BrowserContext;
  jestPlaywright: { resetPage(): Promise<void> };
  __sbSetupPage: typeof setupPage;
};

/**
 * The runner replaces a page that navigated mid-story and sets the new one up. When that story runs out of
 * time during the set-up, the rest of the file would meet a page without the runner's script and fail for
 * nothing of their own: such a page is replaced and set up here, and the log says so. Returns the page to use.
 */
async function pageWithRunnerScript(page: Page, story: TestContext): Promise<Page> {
  const hasScript = await page.evaluate(() => typeof (globalThis as { __getContext?: unknown }).__getContext === 'function');
  if (hasScript) return page;
  console.warn(`${story.title} › ${story.name}: the page had lost the runner's script; replacing it.`);
  await playwrightGlobals.jestPlaywright.resetPage();
  await playwrightGlobals.__sbSetupPage(playwrightGlobals.page, playwrightGlobals.context);
  return playwrightGlobals.page;
}

/** `--throttle n` of the story command: the page's CPU slowed n times, set once per page. */
const cpuThrottle = Number(process.env.STORY_CPU_THROTTLE ?? 1);
const throttledPages = new WeakSet<Page>();
async function throttleCpu(page: Page) {
  if (cpuThrottle <= 1 || throttledPages.has(page)) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  throttledPages.add(page);
}

/**
 * One call into the page before a story: its console and the still style put right, and the two parameters
 * the runner reads, rather than the whole prepared story (its handlers, fixtures and components) that the
 * runner's own `getStoryContext` sends back.
 */
function readyPageAndParameters(page: Page, storyId: string): Promise<StoryParameters> {
  return page.evaluate(
    async ({ storyId, css }) => {
      // The runner's page script wraps the console's methods again for every story, so they would nest one
      // level deeper with each story of the file: each story starts from the first ones.
      const page = globalThis as unknown as {
        __consoleBeforeStories?: Console;
        __STORYBOOK_PREVIEW__: { storyStore: { loadStory(options: { storyId: string }): Promise<{ parameters: StoryParameters }> } };
      };
      page.__consoleBeforeStories ??= { ...console };
      Object.assign(console, page.__consoleBeforeStories);
      // One still style per loaded page: the stories share it.
      if (!document.getElementById('test-runner-still')) {
        const style = document.createElement('style');
        style.id = 'test-runner-still';
        style.textContent = css;
        document.head.append(style);
      }
      const { parameters } = await page.__STORYBOOK_PREVIEW__.storyStore.loadStory({ storyId });
      const region = parameters.a11y?.config?.rules?.find((rule) => rule.id === 'region');
      return { screenshot: parameters.screenshot, a11y: { config: { rules: region ? [{ id: region.id, enabled: region.enabled }] : [] } } };
    },
    { storyId, css: STILL_CSS },
  );
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(visitedPage, story) {
    const page = await pageWithRunnerScript(visitedPage, story);
    await throttleCpu(page);
    const parameters = await readyPageAndParameters(page, story.id);
    parametersById.set(story.id, parameters);
    // A new size is given two frames to land before the story draws: a resize (and the scroll it may
    // bring, the last story having been taller) arriving mid-story moved or closed its popovers and
    // changed how many rows a virtual list drew.
    const viewport = parameters.screenshot?.viewport ?? DEFAULT_VIEWPORT;
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current?.height !== viewport.height) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
  },
  async postVisit(page, story) {
    // A failed play function is reported as it is; its picture would only add noise (or a wrong baseline).
    if ((story as TestContext & { hasFailure?: boolean }).hasFailure) return;
    const parameters = parametersById.get(story.id) ?? {};
    checkWholeScreenRule(story, parameters);
    await settle(page, { checkPictures: true });
    await checkUrduAccessibleNames(page, `${story.title} › ${story.name}`);
    if (parameters.screenshot?.skip) return;
    await compare(page, story.id);
    if (await needsMirroredPicture(story)) {
      const mirrored = await page.evaluate(() => {
        if (document.documentElement.dir === 'rtl') return false;
        document.documentElement.setAttribute('dir', 'rtl');
        return true;
      });
      if (!mirrored) return;
      await settle(page);
      await compare(page, `${story.id}--mirrored`);
      await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
    }
  },
};
export default config;
