import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/entities/session';
import { RouteFallback } from './RouteFallback';

// Lazy, so a signed-out visit downloads the sign-in screen and nothing of the shell.
const LoginPage = lazy(() => import('@/pages/login').then((page) => ({ default: page.LoginPage })));
const ResetPasswordPage = lazy(() =>
  import('@/pages/reset-password').then((page) => ({ default: page.ResetPasswordPage })),
);

/** Signed out: the login screen at any path. Must change the password: the reset screen. */
export function SessionGate() {
  const { isSignedIn, profile } = useSession();
  if (!isSignedIn) return <Suspense fallback={<RouteFallback />}><LoginPage /></Suspense>;
  if (profile?.mustChangePassword) return <Suspense fallback={<RouteFallback />}><ResetPasswordPage /></Suspense>;
  return <Outlet />;
}
