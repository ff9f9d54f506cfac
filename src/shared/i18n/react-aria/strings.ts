import type { LocalizedString } from '@internationalized/string';
import * as englishModule from 'react-aria-components/i18n/en-US';
import type { Language } from '../i18n';
import { URDU_ARIA_STRINGS } from './urdu';

/**
 * React-aria's own announcements in the panel's language.
 *
 * React-aria reads its strings from a page-wide dictionary when one is given (the mechanism its
 * `LocalizedStringProvider` uses for server rendering), and reads it once per page. The panel switches language
 * without a reload, so each package's strings here are a view that answers in the language last shown: Urdu
 * where `URDU_ARIA_STRINGS` has the string, English otherwise. Installed before anything renders.
 */

// The typings name the file's default export as a type only; the file exports the strings themselves.
const ENGLISH = (englishModule as unknown as { default: Record<string, Record<string, LocalizedString>> }).default;

let shownLanguage: Language = 'en';

/** Called by the locale provider as it renders, before any react-aria component below it reads a string. */
export function announceReactAriaIn(language: Language): void {
  shownLanguage = language;
}

function followingLanguage(pkg: string, english: Record<string, LocalizedString>) {
  const urdu = URDU_ARIA_STRINGS[pkg] ?? {};
  return new Proxy(english, {
    get: (target, key) => (shownLanguage === 'ur' && typeof key === 'string' && urdu[key]) || Reflect.get(target, key),
  });
}

type WithAriaStrings = typeof globalThis & Record<symbol, unknown>;

/** Every package's strings, each answering in the language last shown. */
export function languageFollowingStrings(): Record<string, Record<string, LocalizedString>> {
  return Object.fromEntries(Object.entries(ENGLISH).map(([pkg, english]) => [pkg, followingLanguage(pkg, english)]));
}

/** The English strings react-aria ships, package by package. */
export const REACT_ARIA_ENGLISH = ENGLISH;

export function installReactAriaStrings(): void {
  const page = globalThis as WithAriaStrings;
  const stringsKey = Symbol.for('react-aria.i18n.strings');
  if (typeof window === 'undefined' || page[stringsKey]) return;
  // The dictionary's own locale: react-aria falls back to it for every locale, Urdu included.
  page[Symbol.for('react-aria.i18n.locale')] = 'en-US';
  page[stringsKey] = languageFollowingStrings();
}
