import { Navigate, Route, Routes } from 'react-router-dom';
import { SecurityGroupEditor } from './SecurityGroupEditor';
import { SecurityGroupsList } from './SecurityGroupsList';
import { SECURITY_GROUPS_PATH } from './paths';

/** The /security/group section: the list, /create and /edit/{SecurityGroupId}. */
export function SecurityGroupsPage() {
  return (
    <Routes>
      <Route index element={<SecurityGroupsList />} />
      <Route path="create" element={<SecurityGroupEditor isCreate />} />
      <Route path="edit/:groupId" element={<SecurityGroupEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={SECURITY_GROUPS_PATH} replace />} />
    </Routes>
  );
}
