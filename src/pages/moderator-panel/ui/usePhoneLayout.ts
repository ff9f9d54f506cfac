import { useSyncExternalStore } from 'react';
import { isMobileDevice } from '@/shared/lib/device';

/** Narrower than Tailwind's `md` breakpoint: the width of a phone held upright or sideways. */
export const PHONE_QUERY = '(max-width: 47.99rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const narrow = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * Whether the moderator panel takes its phone layout: on a phone or tablet (the same test that sends
 * them here from the site root), or in a window as narrow as a phone. Follows the window as it resizes.
 */
export function usePhoneLayout(): boolean {
  const isNarrow = useSyncExternalStore(subscribe, narrow, () => false);
  return isNarrow || isMobileDevice();
}
