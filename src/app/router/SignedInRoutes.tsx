import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layouts/AppLayout';
import { HomeRoute } from './HomeRoute';
import { lazyScreen } from './lazyScreen';
import { sectionScreen } from './sectionScreen';
import { BUILT_SECTIONS } from './sections';

const withoutSlash = (path: string) => path.replace(/^\//, '');

/** Built sections below the dashboard, each matching its base path and everything under it. */
const sections = Object.entries(BUILT_SECTIONS)
  .filter(([path]) => path !== '/')
  .flatMap(([path, load]) => (load ? [{ path: `${withoutSlash(path)}/*`, Screen: sectionScreen(path, load) }] : []));

const NotFoundPage = lazyScreen(() => import('@/pages/not-found').then((page) => ({ Component: page.NotFoundPage })));

/**
 * The signed-in panel: the layout with its sections. A module of its own, fetched after sign-in, so
 * the sign-in screen's download does not grow with the table of sections (and their chunks' lists).
 */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        {sections.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
