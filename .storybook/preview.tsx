import './docs-frame';
import './preview.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useMemo, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { LANGUAGE_KEY } from '../src/shared/config';
import { applyLanguage, isLanguage, loadEveryCatalogue, loadReactAriaStrings, ReactAriaLocaleProvider, type Language } from '../src/shared/i18n';
import { dismissAllToasts, setDefaultToastTimeout } from '../src/shared/ui/toast';
import { DocsPage } from './docs/DocsPage';
import { elementError } from './element-errors';
import { notePicturesServed, shownPictureProblems, startNotingPictures } from './picture-addresses';
import { resetPageBeforeStory } from './story-reset';

// A toast stays until closed in the catalogue: a story's picture must not depend on how long its play took
// (a story that checks a toast leaving gives it a timeout of its own).
setDefaultToastTimeout(0);

// A play waits for the state it checks (`findBy…`, `waitFor`); 5 s, not 1, is when that state is called
// missing, as a save and its answer took more than a second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000, getElementError: elementError });

/** Every story starts with its own SWR cache and jotai store. */
function IsolatedState({ children, language }: { children: ReactNode; language: Language }) {
  const store = useMemo(() => createStore(), []);
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <JotaiProvider store={store}>
        <ReactAriaLocaleProvider language={language}>{children}</ReactAriaLocaleProvider>
      </JotaiProvider>
    </SWRConfig>
  );
}

const storyLanguage = (globals: Record<string, unknown>): Language => (isLanguage(globals.locale) ? globals.locale : 'en');

/** The toolbar's language (or a story's `globals.locale`) sets the catalogue, `lang` and `dir`. */
const withLanguageAndState: Decorator = (Story, context) => {
  const language = storyLanguage(context.globals);
  // The loader below has fetched the language's catalogues, so the switch is immediate.
  void applyLanguage(language);
  // The panel's own language setting follows the story's, so a language switch inside agrees with it.
  localStorage.setItem(LANGUAGE_KEY, JSON.stringify(language));
  return (
    <IsolatedState language={language}>
      <Story />
    </IsolatedState>
  );
};

// The story runner asks, after each story has drawn, for the pictures it shows from an earlier story's answer.
(globalThis as { shownPictureProblems?: typeof shownPictureProblems }).shownPictureProblems = shownPictureProblems;

const preview: Preview = {
  decorators: [withLanguageAndState],
  beforeEach: async ({ title, name, viewMode }) => {
    // A docs page draws several stories side by side: the page is not one story's to put back.
    if (viewMode === 'docs') return;
    // React-aria's Urdu words are page-wide and fetched once: in place before the first story, for every story
    // alike, and so part of the page the runner puts back between stories.
    await loadReactAriaStrings();
    // The page is shared by every story a runner worker draws: put it back and name what the last story left.
    await resetPageBeforeStory(`${title} › ${name}`);
    startNotingPictures(`${title} › ${name}`);
    // Toasts live in a module-wide queue; one story's notices must not show up in the next.
    dismissAllToasts();
  },
  loaders: [
    // The panel fetches a screen's catalogues as it opens; a story has them all before it renders.
    ({ globals }) => loadEveryCatalogue(storyLanguage(globals)),
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      notePicturesServed(worker);
      return worker;
    }),
  ],
  initialGlobals: { locale: 'en' },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'ur', title: 'اردو (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    a11y: {
      test: 'error',
      // react-aria's live announcer is a hidden log whose entries point at elements by id; it is not content.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
      // The story command's build keeps every element axe names for a violation, and one for a rule passed or
      // to be reviewed: the whole result went through the page's channel after every story.
      ...(import.meta.env.STORYBOOK_STORY_RUNNER ? { options: { resultTypes: ['violations'] } } : {}),
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // A story file tagged `autodocs` gets a component's or a screen's docs page (./docs/DocsPage.tsx).
    docs: { page: DocsPage },
    // The Storybook opens at the introduction; then the design language, the conventions and the layers
    // from the smallest piece to the whole panel, as the imports go.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design language',
          ['Colour', 'Type', 'Space and shape', 'Icons', 'Right to left'],
          'Conventions',
          'shared',
          'entities',
          'features',
          'widgets',
          'pages',
          'app',
        ],
      },
    },
  },
};
export default preview;
