import { useMemo } from 'react';
import { useSession } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { visibleMenu } from '@/shared/lib/route-access';
import { BUILT_PATHS } from './sections';

/** The menu entries the signed-in user may open, of the sections built: the sidebar's, and where the root leads. */
export function useVisibleMenu() {
  const { profile } = useSession();
  return useMemo(() => visibleMenu(ROUTES, profile, BUILT_PATHS), [profile]);
}
