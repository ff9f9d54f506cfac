import { useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `md` breakpoint: the width of a phone held upright or sideways. */
export const NARROW_SCREEN_QUERY = '(max-width: 47.99rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_SCREEN_QUERY).matches;

/** Whether the window is as narrow as a phone; follows the window as it resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
