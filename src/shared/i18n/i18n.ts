import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Writing direction of each interface language. */
export const DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ur: 'rtl' };

/**
 * Every catalogue file is `locales/<language>/<namespace>.json`; each slice owns its namespace
 * (for example `ui-forms`, `auth`, `shell`), so adding strings never means editing a shared file.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  (resources[language] ??= {})[namespace] = module.default;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

void i18next.use(initReactI18next).init({
  resources,
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: 'common',
  ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Switches the catalogue and sets `lang` and `dir` on the document. */
export function applyLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = DIRECTION[language];
  }
}

export { i18next };
