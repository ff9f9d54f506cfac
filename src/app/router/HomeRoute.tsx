import { Navigate } from 'react-router-dom';
import { MOBILE_HOME_PATH } from '@/shared/config';
import { isMobileDevice } from '@/shared/lib/device';
import { lazyScreen } from './lazyScreen';
import { BUILT_SECTIONS } from './sections';

const dashboard = BUILT_SECTIONS['/'];
const Dashboard = dashboard ? lazyScreen(dashboard) : () => null;

/** The site root: the welcome page on a desktop, the moderator panel on a phone or tablet. */
export function HomeRoute() {
  if (isMobileDevice()) return <Navigate to={MOBILE_HOME_PATH} replace />;
  return <Dashboard />;
}
