import './styles/index.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ROUTER_OPTIONS } from '@/shared/config';
import { AppRoutes, routerBasename } from './router/router';
import { AppProviders } from './runtime/AppProviders';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    {/* The first screen waits for its catalogues (a few kilobytes) before it shows. */}
    <Suspense fallback={null}>
      <AppProviders>
        <BrowserRouter {...ROUTER_OPTIONS} basename={routerBasename()}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
