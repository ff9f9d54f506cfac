import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { activeEntryPath } from '@/widgets/sidebar';

/**
 * The browser tab and assistive tech name the screen, in the panel's language: "Tags · Athan back-office",
 * or the panel's name alone outside a section (sign-in, the dashboard). The section is the one the sidebar
 * marks as current.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { t, ready } = useTranslation(['shell', 'common'], { useSuspense: false });
  const path = activeEntryPath(ROUTES, pathname);
  const section = path === '/' ? undefined : ROUTES.find((route) => route.path === path);
  const appName = t('appName', { ns: 'common' });
  const title = section ? `${t(section.labelKey, { ns: 'shell' })} · ${appName}` : appName;
  useEffect(() => {
    if (ready) document.title = title;
  }, [ready, title]);
}
