import { useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { visibleMenu } from '@/shared/lib/permissions';
import { AppHeader } from '@/widgets/app-header';
import { Sidebar } from '@/widgets/sidebar';
import { BUILT_PATHS } from '../router/sections';

const MAIN_ID = 'main-content';

/** The signed-in frame: header on top, the permitted menu at the start edge, the screen beside it. */
export function AppLayout() {
  const { profile } = useSession();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const entries = useMemo(() => visibleMenu(ROUTES, profile, BUILT_PATHS), [profile]);

  return (
    <div className="min-h-dvh bg-surface-muted">
      <AppHeader
        fullname={profile?.fullname ?? ''}
        groupId={profile?.groupId ?? 0}
        onOpenMenu={() => setDrawerOpen(true)}
        mainContentId={MAIN_ID}
      />
      <div className="flex">
        <Sidebar entries={entries} isDrawerOpen={isDrawerOpen} onDrawerOpenChange={setDrawerOpen} />
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
