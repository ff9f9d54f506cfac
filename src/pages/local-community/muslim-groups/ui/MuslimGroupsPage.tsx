import { Navigate, Route, Routes } from 'react-router-dom';
import { MuslimGroupEditor } from './MuslimGroupEditor';
import { MuslimGroupsList } from './MuslimGroupsList';
import { MUSLIM_GROUPS_PATH } from './paths';

/** The /local-community/muslim-groups section: the list, /create and /edit/{muslimGroupsId}. */
export function MuslimGroupsPage() {
  return (
    <Routes>
      <Route index element={<MuslimGroupsList />} />
      <Route path="create" element={<MuslimGroupEditor />} />
      <Route path="edit/:muslimGroupsId" element={<MuslimGroupEditor />} />
      <Route path="*" element={<Navigate to={MUSLIM_GROUPS_PATH} replace />} />
    </Routes>
  );
}
