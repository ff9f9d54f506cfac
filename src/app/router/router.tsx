import { Navigate, Route, Routes } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/shared/config';
import { lazyScreen } from './lazyScreen';
import { RootRoute } from './RootRoute';
import { SessionGate } from './SessionGate';

const withoutSlash = (path: string) => path.replace(/^\//, '');

// The signed-in panel (layout, sections and their table) is fetched only once someone has signed in.
const SignedInRoutes = lazyScreen(() => import('./SignedInRoutes').then((routes) => ({ Component: routes.SignedInRoutes })));
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
          <Route path="*" element={<SignedInRoutes />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** Vite's base ('/' or '/admin/') without the trailing slash react-router does not expect. */
export function routerBasename(base: string = import.meta.env.BASE_URL): string {
  return base.replace(/\/+$/, '') || '/';
}
