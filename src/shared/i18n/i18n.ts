import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from '@/shared/config';
import { loadReactAriaStrings } from './react-aria/strings';

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Writing direction of each interface language. */
export const DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ur: 'rtl' };

/**
 * Every catalogue file is `locales/<language>/<namespace>.json`; each slice owns its namespace
 * (for example `ui-forms`, `auth`, `shell`), so adding strings never means editing a shared file.
 * Catalogues are fetched when a screen first asks for their namespace, in the language shown: a screen
 * downloads its own strings and no other section's, and an English reader never downloads the Urdu.
 * A component whose namespace is on its way suspends until it arrives.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

function loadCatalogue(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = catalogues[`./locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No catalogue ${language}/${namespace}`));
  return load().then((module) => module.default);
}

/** Every namespace there is, for a caller that must have them all (the Storybook). */
export const NAMESPACES: readonly string[] = [
  ...new Set(Object.keys(catalogues).map((path) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? '')),
].filter(Boolean);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the panel opens in: the one remembered in local storage (see `languageAtom`), else English. */
function rememberedLanguage(): Language {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(LANGUAGE_KEY) ?? 'null');
    return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
  } catch {
    return FALLBACK_LANGUAGE;
  }
}

void i18next
  .use(resourcesToBackend(loadCatalogue))
  .use(initReactI18next)
  .init({
    lng: rememberedLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: 'common',
    // Wanted by every screen: fetched with the first paint rather than after it.
    ns: ['common', 'ui-feedback', 'shell'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

// Opening in Urdu: react-aria's Urdu words are fetched beside the first catalogues.
if (rememberedLanguage() === 'ur') void loadReactAriaStrings();

/**
 * Switches the catalogue and sets `lang` and `dir` on the document. A language shown for the first time
 * fetches its catalogues first, so the direction and the words change together.
 */
export function applyLanguage(language: Language): Promise<void> {
  const showDirection = () => {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = language;
    document.documentElement.dir = DIRECTION[language];
  };
  // A language already fetched flips at once; either way the direction is set again once the words are in.
  if (i18next.hasResourceBundle(language, 'common')) showDirection();
  // React-aria's own words in Urdu come with Urdu's catalogues.
  const ariaStrings = language === 'ur' ? loadReactAriaStrings() : Promise.resolve();
  return Promise.all([ariaStrings, i18next.changeLanguage(language)]).then(showDirection);
}

/** Fetches every namespace in a language, for a caller that renders anything at once (the Storybook). */
export async function loadEveryCatalogue(language: Language): Promise<void> {
  await applyLanguage(language);
  await i18next.loadNamespaces([...NAMESPACES]);
}

export { i18next };
