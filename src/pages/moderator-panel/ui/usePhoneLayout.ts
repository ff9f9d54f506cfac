import { isMobileDevice, useNarrowScreen } from '@/shared/lib/device';

/**
 * Whether the moderator panel takes its phone layout: on a phone or tablet (the same test that sends
 * them here from the site root), or in a window as narrow as a phone. Follows the window as it resizes.
 */
export function usePhoneLayout(): boolean {
  const isNarrow = useNarrowScreen();
  return isNarrow || isMobileDevice();
}
