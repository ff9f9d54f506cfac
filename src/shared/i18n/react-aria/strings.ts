import type { LocalizedString } from '@internationalized/string';
import type { Language } from '../i18n';

/**
 * React-aria's own announcements in the panel's language.
 *
 * React-aria reads its strings from a page-wide dictionary when one is given (the mechanism its
 * `LocalizedStringProvider` uses for server rendering), and reads it once per page. The panel switches language
 * without a reload, so each package's strings here are a view that answers in the language last shown: Urdu
 * where `URDU_ARIA_STRINGS` has the string, English otherwise.
 *
 * An English reader needs none of it (react-aria's own English is in its packages), so the dictionary is fetched
 * the first time Urdu is about to be shown, and installed before any react-aria component renders in Urdu.
 */

type PackageStrings = Record<string, Record<string, LocalizedString>>;

let shownLanguage: Language = 'en';

/** Called by the locale provider as it renders, before any react-aria component below it reads a string. */
export function announceReactAriaIn(language: Language): void {
  shownLanguage = language;
}

/** Every package's strings, each answering in Urdu while Urdu is shown and Urdu has the string, else in English. */
export function languageFollowingStrings(english: PackageStrings, urdu: PackageStrings): PackageStrings {
  return Object.fromEntries(
    Object.entries(english).map(([pkg, strings]) => {
      const own = urdu[pkg] ?? {};
      const following = new Proxy(strings, {
        get: (target, key) => (shownLanguage === 'ur' && typeof key === 'string' && own[key]) || Reflect.get(target, key),
      });
      return [pkg, following];
    }),
  );
}

type WithAriaStrings = typeof globalThis & Record<symbol, unknown>;
let installed = false;
let loading: Promise<void> | undefined;

/** Fetches and installs the dictionary once; settles (never rejects) when it is in place or cannot be had. */
export function loadReactAriaStrings(): Promise<void> {
  loading ??= Promise.all([import('react-aria-components/i18n/en-US'), import('./urdu')]).then(([english, urdu]) => {
    const page = globalThis as WithAriaStrings;
    // The dictionary's own locale: react-aria falls back to it for every locale, Urdu included.
    page[Symbol.for('react-aria.i18n.locale')] = 'en-US';
    // The typings name the file's default export as a type only; the file exports the strings themselves.
    const strings = (english as unknown as { default: PackageStrings }).default;
    page[Symbol.for('react-aria.i18n.strings')] = languageFollowingStrings(strings, urdu.URDU_ARIA_STRINGS);
  });
  // Not fetched (the network failed): react-aria keeps its own English words, and nothing waits for them.
  return loading.catch(() => undefined).finally(() => {
    installed = true;
  });
}

/** Whether a language's react-aria strings are in place (English always is). */
export const hasReactAriaStrings = (language: Language): boolean => language !== 'ur' || installed;
