import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useRefreshProfile, useSession } from '@/entities/session';
import { SERVER_MESSAGES_NAMESPACE } from '@/shared/api';
import { MODERATOR_GROUP_ID } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { AppHeader } from '@/widgets/app-header';
import { ModeratorBell } from '@/widgets/moderator-bell';
import { Sidebar } from '@/widgets/sidebar';
import { useVisibleMenu } from '../router/useVisibleMenu';

const MAIN_ID = 'main-content';

/** The signed-in frame: header on top, the permitted menu at the start edge, the screen beside it. */
export function AppLayout() {
  // Once per page load, signed in: permissions an administrator changed apply after a reload.
  useRefreshProfile();
  // The server's messages in the panel's language, ready for any screen of the frame to show.
  useTranslation(SERVER_MESSAGES_NAMESPACE);
  const { profile } = useSession();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const entries = useVisibleMenu();

  return (
    <div className="min-h-dvh bg-surface-muted">
      <AppHeader
        fullname={profile?.fullname ?? ''}
        bell={profile?.groupId === MODERATOR_GROUP_ID ? <ModeratorBell /> : undefined}
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
