import { createRequire } from 'node:module';
import type { storiesContract } from '@/shared/api/contract';

type Language = (typeof storiesContract.COUNTRY_LANGUAGES)[number];

interface IsoCountries {
  getNames(language: string, options?: { select: 'official' }): Record<string, string>;
}

let countries: IsoCountries | undefined;
const lists = new Map<Language, storiesContract.Country[]>();

/** `i18n-iso-countries` (its Node entry registers every language it ships, Urdu among them), loaded on first use. */
function isoCountries(): IsoCountries {
  countries ??= createRequire(import.meta.url)('i18n-iso-countries') as IsoCountries;
  return countries;
}

/** Every ISO 3166-1 country: its alpha-2 code and its name in `language`, by name. */
export function countryList(language: Language): storiesContract.Country[] {
  const known = lists.get(language);
  if (known) return known;
  const names = isoCountries().getNames(language, { select: 'official' });
  const list = Object.entries(names)
    .map(([countryCode, countryName]) => ({ countryCode, countryName }))
    .sort((a, b) => a.countryName.localeCompare(b.countryName, language));
  lists.set(language, list);
  return list;
}

/** The English name of the country with ISO code `code`, or undefined where no country has it. */
export function englishCountryName(code: string): string | undefined {
  return isoCountries().getNames('en', { select: 'official' })[code];
}
