import { atom, useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { LANGUAGE_KEY } from '@/shared/config';
import { storedAtom } from '@/shared/lib/stored-atom';
import { applyLanguage, FALLBACK_LANGUAGE, isLanguage, type Language } from './i18n';
import { hasReactAriaStrings, loadReactAriaStrings } from './react-aria/strings';

const storedLanguageAtom = storedAtom<string>(LANGUAGE_KEY, FALLBACK_LANGUAGE);

/** The interface language, remembered in local storage; anything unknown falls back to English. */
export const languageAtom = atom(
  (get) => {
    const stored = get(storedLanguageAtom);
    return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
  },
  (_get, set, language: Language) => set(storedLanguageAtom, language),
);

/** The current language and its setter; keeps i18next and the document's `lang`/`dir` in step. */
export function useLanguage(): [Language, (language: Language) => void] {
  const [language, setLanguage] = useAtom(languageAtom);
  useEffect(() => void applyLanguage(language), [language]);
  // A language's react-aria words are fetched before the switch, so the panel never waits for them on screen.
  const choose = useCallback(
    (next: Language) => {
      if (hasReactAriaStrings(next)) setLanguage(next);
      else void loadReactAriaStrings().then(() => setLanguage(next));
    },
    [setLanguage],
  );
  return [language, choose];
}
