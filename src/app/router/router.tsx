import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/shared/config';
import { HomeRoute } from './HomeRoute';
import { lazyScreen } from './lazyScreen';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';
import { RouteFallback } from './RouteFallback';
import { sectionScreen } from './sectionScreen';
import { BUILT_SECTIONS } from './sections';
import { SessionGate } from './SessionGate';

const withoutSlash = (path: string) => path.replace(/^\//, '');

/** Built sections below the dashboard, each matching its base path and everything under it. */
const sectionRoutes: RouteObject[] = Object.entries(BUILT_SECTIONS)
  .filter(([path]) => path !== '/')
  .flatMap(([path, load]) => (load ? [{ path: `${withoutSlash(path)}/*`, Component: sectionScreen(path, load) }] : []));

const AppLayout = lazyScreen(() => import('../layouts/AppLayout').then((layout) => ({ Component: layout.AppLayout })));
const NotFoundPage = lazyScreen(() => import('@/pages/not-found').then((page) => ({ Component: page.NotFoundPage })));

export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        path: withoutSlash(PUBLIC_PATHS.forgotPassword),
        lazy: () => import('@/pages/forgot-password').then((page) => ({ Component: page.ForgotPasswordPage })),
      },
      {
        path: withoutSlash(PUBLIC_PATHS.resetPassword),
        lazy: () => import('@/pages/reset-password').then((page) => ({ Component: page.ResetPasswordPage })),
      },
      {
        Component: SessionGate,
        children: [
          // Signed-in people who open the login address go home.
          { path: withoutSlash(PUBLIC_PATHS.login), element: <Navigate to="/" replace /> },
          {
            Component: AppLayout,
            children: [{ index: true, Component: HomeRoute }, ...sectionRoutes, { path: '*', Component: NotFoundPage }],
          },
        ],
      },
    ],
  },
];

/** Vite's base ('/' or '/admin/') without the trailing slash react-router does not expect. */
export function routerBasename(base: string = import.meta.env.BASE_URL): string {
  return base.replace(/\/+$/, '') || '/';
}

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: routerBasename() });
}
