import { lazy, Suspense, type ComponentType } from 'react';
import { RouteFallback } from './RouteFallback';
import type { SectionLoader } from './sections';

/**
 * A route component whose code is fetched when it first renders. React's `lazy` rather than the
 * route's `lazy`: the router resolves route-level lazies for every matched route even while the
 * session gate shows the sign-in screen, and a signed-out visit should download nothing of the shell.
 */
export function lazyScreen(load: SectionLoader): ComponentType {
  const Screen = lazy(() => load().then((module) => ({ default: module.Component })));
  return function LazyScreen() {
    return (
      <Suspense fallback={<RouteFallback />}>
        <Screen />
      </Suspense>
    );
  };
}
