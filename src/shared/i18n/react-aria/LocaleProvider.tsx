import { use, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { Language } from '../i18n';
import { announceReactAriaIn, hasReactAriaStrings, loadReactAriaStrings } from './strings';

/** react-aria formats dates and numbers and lays out overlays by these locales. */
const ARIA_LOCALE: Record<Language, string> = { en: 'en-US', ur: 'ur-PK' };

/**
 * Gives react-aria the panel's language: its locale for formats and layout, and its own announcements
 * ("Dismiss", "sortable column"…) in that language. The announcements follow as this renders, before the
 * components below it read them. Urdu's are fetched before a language switch shows them (`applyLanguage`,
 * the language setter); anything showing Urdu without that waits here for them.
 */
export function ReactAriaLocaleProvider({ language, children }: { language: Language; children: ReactNode }) {
  if (!hasReactAriaStrings(language)) use(loadReactAriaStrings());
  announceReactAriaIn(language);
  return <I18nProvider locale={ARIA_LOCALE[language]}>{children}</I18nProvider>;
}
