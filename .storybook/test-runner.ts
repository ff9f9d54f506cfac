import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';

/** Baselines live beside the Storybook configuration, one PNG per story (and per direction for components). */
const SNAPSHOT_DIR = `${process.cwd()}/.storybook/__snapshots__`;
const DEFAULT_VIEWPORT = { width: 800, height: 600 };

/** Story parameter: `screenshot: { viewport?: {width,height}, skip?: boolean }`. */
interface ScreenshotParameter {
  viewport?: { width: number; height: number };
  skip?: boolean;
}

const STILL_CSS = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important; }`;

async function settle(page: Page) {
  await waitForPageReady(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(50);
}

async function compare(page: Page, identifier: string) {
  const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: SNAPSHOT_DIR,
    customSnapshotIdentifier: identifier,
    failureThreshold: 0.002,
    failureThresholdType: 'percent',
  });
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, story) {
    const context = await getStoryContext(page, story);
    const screenshot = (context.parameters.screenshot ?? {}) as ScreenshotParameter;
    await page.setViewportSize(screenshot.viewport ?? DEFAULT_VIEWPORT);
    await page.addStyleTag({ content: STILL_CSS }).catch(() => undefined);
  },
  async postVisit(page, story) {
    const context = await getStoryContext(page, story);
    const screenshot = (context.parameters.screenshot ?? {}) as ScreenshotParameter;
    if (screenshot.skip) return;
    await page.addStyleTag({ content: STILL_CSS });
    await settle(page);
    await compare(page, story.id);
    // Components are also compared mirrored: the same story laid out right to left.
    const isComponent = story.title.startsWith('shared/ui/');
    const alreadyRtl = await page.evaluate(() => document.documentElement.dir === 'rtl');
    if (isComponent && !alreadyRtl) {
      await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
      await settle(page);
      await compare(page, `${story.id}--mirrored`);
      await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
    }
  },
};
export default config;
