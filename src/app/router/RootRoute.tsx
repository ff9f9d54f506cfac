import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteError';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * Every route's frame: design-system links navigate through the router, and a screen that fails shows
 * the error notice until the address changes. The document's title names the screen.
 */
export function RootRoute() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useDocumentTitle();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <RouteErrorBoundary pathname={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </AriaRouterProvider>
  );
}
