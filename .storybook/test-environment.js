// The story runner's test environment: one Chromium page per worker, kept from one story file to the next.
// A new page for each of the 140 files loaded the Storybook and the screens' code again: the catalogue took
// 1,233 s so on a quiet machine, 870 s on the kept page. What a story could leave in the page is put back before every story, and named when only
// a mistake of the story could have left it (.storybook/story-reset.ts); what the page cannot reach itself
// (cookies of any path, granted permissions) is cleared here between files.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** The worker's browser, context and page once its first file has set them up. */
let kept;

const NodeEnvironment = Object.getPrototypeOf(PlaywrightEnvironment.prototype);

export default class KeptPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (kept) {
      await NodeEnvironment.setup.call(this);
      this._jestPlaywrightConfig = this._config.testEnvironmentOptions['jest-playwright'];
      Object.assign(this.global, { browserName: 'chromium', browser: kept.browser, context: kept.context, page: kept.page });
      await kept.context.clearCookies();
      await kept.context.clearPermissions();
    } else {
      await super.setup();
      await setupPage(this.global.page, this.global.context);
      kept = { browser: this.global.browser, context: this.global.context, page: this.global.page };
    }
    // The runner's page set-up, loaded once for the worker: the story files' own set-up no longer loads the
    // runner (.storybook/test-setup.ts).
    this.global.__sbSetupPage = setupPage;
    // The runner replaces a page that navigated mid-story: the replacement is the one kept for the next file.
    this.global.jestPlaywright = {
      ...this.global.jestPlaywright,
      resetPage: async () => {
        await this.global.page?.close();
        this.global.page = await this.global.context.newPage();
        kept.page = this.global.page;
      },
    };
  }

  async teardown() {
    // The browser stays open for the worker's next file; it closes when the worker ends.
    await NodeEnvironment.teardown.call(this);
  }
}
