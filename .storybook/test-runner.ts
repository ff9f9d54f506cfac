import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
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

/** Story parameter `a11y` as the addon reads it: `disable`, `test: 'off'`, or rules to switch off. */
interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled: boolean }[] };
}

/** axe over the whole story document (overlays render outside the root); any violation fails the story. */
async function checkAccessibility(page: Page, a11y: A11yParameter, isWholeScreen: boolean) {
  if (a11y.disable || a11y.test === 'off' || a11y.test === 'todo') return;
  await injectAxe(page);
  const rules: Record<string, { enabled: boolean }> = {};
  // A component, feature or widget alone on a page has no landmarks; pages and the app frame keep the rule.
  if (!isWholeScreen) rules.region = { enabled: false };
  for (const rule of a11y.config?.rules ?? []) rules[rule.id] = { enabled: rule.enabled };
  // react-aria's live announcer is a hidden log whose entries point at elements by id; it is not content.
  const context = { include: [['body']], exclude: [['[data-live-announcer]']] };
  const violations = await getViolations(page, context, { rules });
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(summary).toEqual([]);
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
    const isComponent = story.title.startsWith('shared/ui/');
    await page.addStyleTag({ content: STILL_CSS });
    await settle(page);
    const isWholeScreen = story.title.startsWith('pages/') || story.title.startsWith('app/');
    await checkAccessibility(page, (context.parameters.a11y ?? {}) as A11yParameter, isWholeScreen);
    if (screenshot.skip) return;
    await compare(page, story.id);
    // Components are also compared mirrored: the same story laid out right to left.
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
