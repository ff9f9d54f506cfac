import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { useRefreshProfile } from '@/entities/session';

/** Every route's frame: design-system links navigate through the router, and the profile is refreshed once. */
export function RootRoute() {
  const navigate = useNavigate();
  useRefreshProfile();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}
