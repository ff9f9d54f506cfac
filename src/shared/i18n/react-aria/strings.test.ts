import { LocalizedStringDictionary, LocalizedStringFormatter, type LocalizedString } from '@internationalized/string';
import { afterEach, describe, expect, it } from 'vitest';
import * as englishModule from 'react-aria-components/i18n/en-US';
import { announceReactAriaIn, languageFollowingStrings } from './strings';
import { URDU_ARIA_STRINGS } from './urdu';

const REACT_ARIA_ENGLISH = (englishModule as unknown as { default: Record<string, Record<string, LocalizedString>> }).default;

/** Formats one of a package's strings as react-aria would, from the page-wide dictionary, in a locale. */
function format(pkg: string, key: string, locale: string, args: Record<string, string | number | boolean> = {}) {
  const strings = languageFollowingStrings(REACT_ARIA_ENGLISH, URDU_ARIA_STRINGS);
  const dictionary = new LocalizedStringDictionary({ 'en-US': strings[pkg]! }, 'en-US');
  return new LocalizedStringFormatter(locale, dictionary).format(key, args);
}

/** The values an English message fills in (`e.date`, `e.count`…), read from the message itself. */
function argumentsOf(message: LocalizedString): string[] {
  if (typeof message === 'string') return [];
  const source = message.toString();
  const values = /^\(?(\w+)/.exec(source)?.[1] ?? '';
  return [...new Set([...source.matchAll(new RegExp(`\\b${values}\\.(\\w+)`, 'g'))].map((match) => match[1]!))];
}

describe("react-aria's own strings", () => {
  afterEach(() => announceReactAriaIn('en'));

  it('answer in English, then in Urdu once Urdu is shown, then in English again', () => {
    expect(format('@react-aria/overlays', 'dismiss', 'en-US')).toBe('Dismiss');
    announceReactAriaIn('ur');
    expect(format('@react-aria/overlays', 'dismiss', 'ur-PK')).toBe('بند کریں');
    expect(format('@react-aria/table', 'sortable', 'ur-PK')).toBe('ترتیب دینے والا کالم');
    expect(format('@react-aria/calendar', 'dateSelected', 'ur-PK', { date: '12 دسمبر' })).toBe('12 دسمبر، منتخب');
    announceReactAriaIn('en');
    expect(format('@react-aria/calendar', 'next', 'en-US')).toBe('Next');
  });

  it('fall back to English for a string Urdu does not have', () => {
    announceReactAriaIn('ur');
    expect(format('@react-stately/color', 'hue', 'ur-PK')).toBe('Hue');
  });

  it('are given in Urdu only under keys react-aria has, filling in the values react-aria passes', () => {
    announceReactAriaIn('ur');
    for (const [pkg, urdu] of Object.entries(URDU_ARIA_STRINGS)) {
      const english = REACT_ARIA_ENGLISH[pkg];
      expect(english, pkg).toBeDefined();
      for (const key of Object.keys(urdu)) {
        expect(english![key], `${pkg} ${key}`).toBeDefined();
        const names = argumentsOf(english![key]!);
        const args = Object.fromEntries(names.map((name) => [name, name === 'count' || /Count$/.test(name) ? 2 : `«${name}»`]));
        const text = format(pkg, key, 'ur-PK', args);
        // Keys keep the names printed on them (Enter, Delete…); no other English word is left.
        const words = text.replace(/«\w+»/g, '').replace(/\b(Enter|Delete|Escape|Tab|Alt)\b/g, '');
        expect(words, `${pkg} ${key}`).not.toMatch(/undefined|NaN|[A-Za-z]{2,}/);
        for (const name of names) if (typeof args[name] === 'string' && !/^is[A-Z]/.test(name)) expect(text, `${pkg} ${key}`).toContain(`«${name}»`);
      }
    }
  });

  it('are in Urdu for every package the panel shows, colour pickers aside', () => {
    const shown = Object.keys(REACT_ARIA_ENGLISH).filter((pkg) => !/color/.test(pkg));
    for (const pkg of shown) {
      const missing = Object.keys(REACT_ARIA_ENGLISH[pkg]!).filter((key) => !URDU_ARIA_STRINGS[pkg]?.[key]);
      expect(missing, pkg).toEqual(pkg === 'react-aria-components' ? ['colorSwatchPicker'] : []);
    }
  });
});
