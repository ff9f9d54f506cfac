import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { mayOpen } from '@/shared/lib/route-access';
import { lazyScreen } from './lazyScreen';
import { RouteFallback } from './RouteFallback';
import type { SectionLoader } from './sections';

const NoAccessPage = lazy(() => import('@/pages/not-found').then((page) => ({ default: page.NoAccessPage })));

/**
 * A section's route component: its screen for those whose security profile lists the section (and, below
 * its base, holds the bit of the screen: add for /create, edit for /edit/…), the no-access notice for the others (who reach it by a typed or shared address, as the menu hides it),
 * before any of the screen's code or calls are fetched. The server checks every call again.
 */
export function sectionScreen(path: string, load: SectionLoader): ComponentType {
  const Screen = lazyScreen(load);
  const entry = ROUTES.find((route) => route.path === path);
  return function Section() {
    const { profile } = useSession();
    const { '*': subPath = '' } = useParams();
    if (entry && !mayOpen(entry, profile, subPath)) {
      return (
        <Suspense fallback={<RouteFallback />}>
          <NoAccessPage />
        </Suspense>
      );
    }
    return <Screen />;
  };
}
