import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

const reactAria = dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const KEYBOARD_GUESS = join(reactAria, 'dist/private/utils/keyboard.mjs');
const DESKTOP_KEYBOARD = fileURLToPath(new URL('./desktop-keyboard.ts', import.meta.url));

/** react-aria's modules get .storybook/desktop-keyboard.ts for their on-screen keyboard guess (see there). */
function noOnScreenKeyboard(): Plugin {
  return {
    name: 'no-on-screen-keyboard',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'react-aria-original-keyboard') return KEYBOARD_GUESS;
      if (!importer?.startsWith(reactAria) || !source.endsWith('keyboard.mjs')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === KEYBOARD_GUESS ? DESKTOP_KEYBOARD : null;
    },
  };
}

/**
 * Props tables are read from the design system's components only: the docs pages that show one are those of
 * `src/shared/ui`, and react-docgen over every file was three quarters of a build's time. Both builds keep
 * it, so the docs check runs on the build the story command makes.
 */
const DOCGEN_FOLDER = `${fileURLToPath(new URL('../src/shared/ui/', import.meta.url))}`;
function docgenForDesignSystemOnly(plugins: readonly unknown[]): unknown[] {
  return plugins.map((plugin) => {
    const docgen = plugin as Plugin | undefined;
    if (docgen?.name !== 'storybook:react-docgen-plugin' || typeof docgen.transform !== 'function') return plugin;
    const transform = docgen.transform;
    return {
      ...docgen,
      transform(this: unknown, code: string, id: string, ...rest: unknown[]) {
        if (!id.startsWith(DOCGEN_FOLDER) || id.includes('.stories.')) return null;
        return (transform as (...args: unknown[]) => unknown).call(this, code, id, ...rest);
      },
    };
  });
}

/**
 * The story command's own build (scripts/test-stories.mjs), never published: it holds the leak probe (stories
 * written to leak, which the command checks are caught) and leaves out the highlight overlay, which the a11y
 * panel uses to point at an element: it watched every change to the story's page and then read the computed
 * style of every element: 8 % of the page's script time in the users list's stories (`.storybook/preview.tsx`
 * keeps axe's details of violations only in this build, for the same reason).
 */
const forStoryRunner = Boolean(process.env.STORYBOOK_STORY_RUNNER);

const config: StorybookConfig = {
  // The introduction, the design language and the conventions are MDX pages in ./docs; a component's or a
  // screen's docs page is made from its story file (`tags: ['autodocs']`, ./docs/DocsPage.tsx).
  stories: ['./docs/**/*.mdx', '../src/**/*.stories.@(ts|tsx)', ...(forStoryRunner ? ['./leak-probe/*.stories.tsx'] : [])],
  // The story command's build leaves out the code snippets the docs add-on writes into every story file (its
  // CSF plugin): the docs check needs no "Show code", and each of the 181 files the runner loads was larger.
  addons: ['@storybook/addon-a11y', forStoryRunner ? { name: '@storybook/addon-docs', options: { csfPluginOptions: null } } : '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  features: forStoryRunner ? { highlight: false } : {},
  // The build lists every file it writes; the test log keeps the warnings only.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    logLevel: 'warn',
    plugins: [noOnScreenKeyboard(), ...(docgenForDesignSystemOnly(viteConfig.plugins ?? []) as Plugin[])],
  }),
};
export default config;
