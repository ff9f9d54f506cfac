// The messages a screen shows: the catalogue namespaces its page slice asks for (`useTranslation(…)` in
// the slice's own files), with each message in English and Urdu, as the catalogues hold them.

const sliceSources = import.meta.glob<string>(['../../../src/pages/**/*.tsx', '!../../../src/pages/**/*.stories.tsx'], { query: '?raw', import: 'default' });
const catalogues = import.meta.glob<Record<string, unknown>>('../../../src/shared/i18n/locales/*/*.json', { import: 'default' });

/** Shared by every screen; the pages on the design system and conventions cover them. */
const SHARED_NAMESPACES = new Set(['common', 'server-messages', 'shell']);

/** The namespaces a slice's files ask for, in the order first met. */
export async function namespacesOfSlice(slice: string): Promise<string[]> {
  const prefix = `../../../src/pages/${slice}/`;
  const sources = await Promise.all(Object.entries(sliceSources).filter(([path]) => path.startsWith(prefix)).map(([, load]) => load()));
  const found = sources.flatMap((source) =>
    [...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap(([, names = '']) => [...names.matchAll(/'([\w-]+)'/g)].map(([, name = '']) => name)),
  );
  return [...new Set(found)].filter((name) => !SHARED_NAMESPACES.has(name));
}

export interface Message {
  key: string;
  en: string;
  ur: string;
}

const flatten = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
    : [[prefix, String(value)]];

/** A namespace's messages, English beside Urdu, in the English catalogue's order. */
export async function messagesOf(namespace: string): Promise<Message[]> {
  const [english, urdu] = await Promise.all(['en', 'ur'].map((language) => catalogues[`../../../src/shared/i18n/locales/${language}/${namespace}.json`]?.() ?? Promise.resolve({})));
  const urduByKey = new Map(flatten(urdu));
  return flatten(english).map(([key, en]) => ({ key, en, ur: urduByKey.get(key) ?? '' }));
}
