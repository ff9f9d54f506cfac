import { Navigate } from 'react-router-dom';
import { MOBILE_HOME_PATH } from '@/shared/config';
import { isMobileDevice } from '@/shared/lib/device';
import { firstMenuPath } from '@/widgets/sidebar';
import { lazyScreen } from './lazyScreen';
import { BUILT_SECTIONS } from './sections';
import { useVisibleMenu } from './useVisibleMenu';

const dashboard = BUILT_SECTIONS['/'];
const Dashboard = dashboard ? lazyScreen(dashboard) : () => null;

/**
 * The site root: on a phone or tablet the moderator panel; on a desktop the first screen the user's menu
 * offers, the dashboard for whoever may see it (an instructor, who may not, lands on the courses).
 */
export function HomeRoute() {
  const menu = useVisibleMenu();
  if (isMobileDevice()) return <Navigate to={MOBILE_HOME_PATH} replace />;
  const landing = firstMenuPath(menu);
  if (landing && landing !== '/') return <Navigate to={landing} replace />;
  return <Dashboard />;
}
