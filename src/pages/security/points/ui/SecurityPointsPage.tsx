import { Navigate, Route, Routes } from 'react-router-dom';
import { SecurityPointEditor } from './SecurityPointEditor';
import { SecurityPointsList } from './SecurityPointsList';
import { SECURITY_POINTS_PATH } from './paths';

/** The /security/points section: the list, /create and /edit/{SecurityPointId}. */
export function SecurityPointsPage() {
  return (
    <Routes>
      <Route index element={<SecurityPointsList />} />
      <Route path="create" element={<SecurityPointEditor isCreate />} />
      <Route path="edit/:securityPointId" element={<SecurityPointEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={SECURITY_POINTS_PATH} replace />} />
    </Routes>
  );
}
