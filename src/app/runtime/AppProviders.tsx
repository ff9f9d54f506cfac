import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ReactAriaLocaleProvider, useLanguage } from '@/shared/i18n';
import { ToastRegion } from '@/shared/ui/toast';

const swrOptions = {
  // A failed call is shown with a retry button; a blind retry storm would only hide it.
  errorRetryCount: 2,
  revalidateOnFocus: true,
};

function LanguageProvider({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return <ReactAriaLocaleProvider language={language}>{children}</ReactAriaLocaleProvider>;
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
