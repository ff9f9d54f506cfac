import { useApi, storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';

type Language = (typeof storiesContract.COUNTRY_LANGUAGES)[number];
type Country = storiesContract.Country;

/** Where the country list of a language is kept in the browser (the spec's "list cached locally"). */
const storageKey = (language: Language) => `stories.countries.${language}`;

function stored(language: Language): { content: Country[] } | undefined {
  try {
    const text = window.localStorage.getItem(storageKey(language));
    const parsed = text ? storiesContract.countryNames.reply.safeParse(JSON.parse(text)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function keep(language: Language, reply: { content: Country[] }) {
  try {
    window.localStorage.setItem(storageKey(language), JSON.stringify(reply));
  } catch {
    // storage blocked or full: the list is asked again next time
  }
}

/**
 * Every country in the panel's language (Urdu names in Urdu), asked once and then kept in the browser:
 * a list kept from before is shown at once and not asked again.
 */
export function useCountries() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'ur' ? 'ur' : 'en';
  const kept = stored(language);
  const reply = useApi(
    storiesContract.countryNames,
    { query: { language } },
    {
      fallbackData: kept,
      revalidateOnMount: kept === undefined,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      onSuccess: (data) => keep(language, data),
    },
  );
  const countries = reply.data?.content ?? [];
  const names = new Map(countries.map((country) => [country.countryCode, country.countryName]));
  return {
    countries,
    isLoading: !reply.data && !reply.error,
    error: reply.error,
    /** The name of the country with `code` in the panel's language (the code itself until the list is in). */
    nameOf: (code: string) => names.get(code) ?? code,
  };
}
