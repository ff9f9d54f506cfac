import { Navigate, Route, Routes } from 'react-router-dom';
import { SecurityProfileEditor } from './SecurityProfileEditor';
import { SecurityProfilesList } from './SecurityProfilesList';
import { SECURITY_PROFILES_PATH } from './paths';

/** The /security/profiles section: the list, /create and /edit/{profileId}. */
export function SecurityProfilesPage() {
  return (
    <Routes>
      <Route index element={<SecurityProfilesList />} />
      <Route path="create" element={<SecurityProfileEditor isCreate />} />
      <Route path="edit/:profileId" element={<SecurityProfileEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={SECURITY_PROFILES_PATH} replace />} />
    </Routes>
  );
}
