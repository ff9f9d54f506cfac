import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROUTER_OPTIONS } from '@/shared/config';
import { ToastRegion } from '@/shared/ui/toast';
import { Destination } from './Destination';

/**
 * A story's screen under its route (`/tags`, `/tags/*`), opened at the story's `parameters.path` (else
 * `defaultPath`), inside the page's main landmark and with the toast region; any other address shows
 * where a button led.
 */
export function routedStory(route: string, defaultPath: string): Decorator {
  return function RoutedStory(Story, { parameters }) {
    return (
      <MemoryRouter {...ROUTER_OPTIONS} initialEntries={[(parameters.path as string | undefined) ?? defaultPath]}>
        <main>
          <Routes>
            <Route path={route} element={<Story />} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </main>
        <ToastRegion />
      </MemoryRouter>
    );
  };
}
