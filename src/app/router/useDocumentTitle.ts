import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';

/** The section an address belongs to: the route whose path it is, or lies below (the longest such). */
function sectionOf(pathname: string) {
  return ROUTES.filter((route) => route.path !== '/' && (pathname === route.path || pathname.startsWith(`${route.path}/`))).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}

/**
 * The browser tab and assistive tech name the screen, in the panel's language: "Tags · Athan back-office",
 * or the panel's name alone outside a section (sign-in, the dashboard).
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { t, ready } = useTranslation(['shell', 'common'], { useSuspense: false });
  const section = sectionOf(pathname);
  const appName = t('appName', { ns: 'common' });
  const title = section ? `${t(section.labelKey, { ns: 'shell' })} · ${appName}` : appName;
  useEffect(() => {
    if (ready) document.title = title;
  }, [ready, title]);
}
