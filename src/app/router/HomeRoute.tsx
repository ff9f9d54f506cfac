import { Navigate } from 'react-router-dom';
import { useSession } from '@/entities/session';
import { MOBILE_HOME_PATH, ROUTES } from '@/shared/config';
import { isMobileDevice } from '@/shared/lib/device';
import { visibleMenu } from '@/shared/lib/route-access';
import { firstMenuPath } from '@/widgets/sidebar';
import { lazyScreen } from './lazyScreen';
import { BUILT_PATHS, BUILT_SECTIONS } from './sections';

const dashboard = BUILT_SECTIONS['/'];
const Dashboard = dashboard ? lazyScreen(dashboard) : () => null;

/**
 * The site root: on a phone or tablet the moderator panel; on a desktop the first screen the user's menu
 * offers, the dashboard for whoever may see it (an instructor, who may not, lands on the courses).
 */
export function HomeRoute() {
  const { profile } = useSession();
  if (isMobileDevice()) return <Navigate to={MOBILE_HOME_PATH} replace />;
  const landing = firstMenuPath(visibleMenu(ROUTES, profile, BUILT_PATHS));
  if (landing && landing !== '/') return <Navigate to={landing} replace />;
  return <Dashboard />;
}
