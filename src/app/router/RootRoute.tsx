import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteError';

/**
 * Every route's frame: design-system links navigate through the router, and a screen that fails shows
 * the error notice until the address changes.
 */
export function RootRoute() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <RouteErrorBoundary pathname={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </AriaRouterProvider>
  );
}
