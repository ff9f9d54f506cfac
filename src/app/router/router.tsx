import { Navigate, Route, Routes } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/shared/config';
import { HomeRoute } from './HomeRoute';
import { lazyScreen } from './lazyScreen';
import { RootRoute } from './RootRoute';
import { sectionScreen } from './sectionScreen';
import { BUILT_SECTIONS } from './sections';
import { SessionGate } from './SessionGate';

const withoutSlash = (path: string) => path.replace(/^\//, '');

/** Built sections below the dashboard, each matching its base path and everything under it. */
const sections = Object.entries(BUILT_SECTIONS)
  .filter(([path]) => path !== '/')
  .flatMap(([path, load]) => (load ? [{ path: `${withoutSlash(path)}/*`, Screen: sectionScreen(path, load) }] : []));

const AppLayout = lazyScreen(() => import('../layouts/AppLayout').then((layout) => ({ Component: layout.AppLayout })));
const NotFoundPage = lazyScreen(() => import('@/pages/not-found').then((page) => ({ Component: page.NotFoundPage })));
const ForgotPasswordPage = lazyScreen(() =>
  import('@/pages/forgot-password').then((page) => ({ Component: page.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyScreen(() =>
  import('@/pages/reset-password').then((page) => ({ Component: page.ResetPasswordPage })),
);

/**
 * The route table. Declarative routes: the panel loads no data through the router (screens fetch their
 * own through SWR), so the data router's code would be weight on the first load and nothing else.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootRoute />}>
        <Route path={withoutSlash(PUBLIC_PATHS.forgotPassword)} element={<ForgotPasswordPage />} />
        <Route path={withoutSlash(PUBLIC_PATHS.resetPassword)} element={<ResetPasswordPage />} />
        <Route element={<SessionGate />}>
          {/* Signed-in people who open the login address go home. */}
          <Route path={withoutSlash(PUBLIC_PATHS.login)} element={<Navigate to="/" replace />} />
          <Route element={<AppLayout />}>
            <Route index element={<HomeRoute />} />
            {sections.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}

/** Vite's base ('/' or '/admin/') without the trailing slash react-router does not expect. */
export function routerBasename(base: string = import.meta.env.BASE_URL): string {
  return base.replace(/\/+$/, '') || '/';
}
