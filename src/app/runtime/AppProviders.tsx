import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { SWRConfig } from 'swr';
import { useLanguage, type Language } from '@/shared/i18n';
import { ToastRegion } from '@/shared/ui/toast';

/** react-aria formats dates and numbers and lays out overlays by these locales. */
const ARIA_LOCALE: Record<Language, string> = { en: 'en-US', ur: 'ur-PK' };

const swrOptions = {
  // A failed call is shown with a retry button; a blind retry storm would only hide it.
  errorRetryCount: 2,
  revalidateOnFocus: true,
};

function LanguageProvider({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return <I18nProvider locale={ARIA_LOCALE[language]}>{children}</I18nProvider>;
}

/** State, data, language and notices for the whole app; the router mounts inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <SWRConfig value={swrOptions}>
        <LanguageProvider>
          {children}
          <ToastRegion />
        </LanguageProvider>
      </SWRConfig>
    </JotaiProvider>
  );
}
