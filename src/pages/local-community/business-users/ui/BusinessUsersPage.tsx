import { Navigate, Route, Routes } from 'react-router-dom';
import { BusinessUserEditor } from './BusinessUserEditor';
import { BusinessUsersList } from './BusinessUsersList';
import { BUSINESS_USERS_PATH } from './paths';

/** The /local-community/business-user section: the list, /create and /edit/{userId}. */
export function BusinessUsersPage() {
  return (
    <Routes>
      <Route index element={<BusinessUsersList />} />
      <Route path="create" element={<BusinessUserEditor isCreate />} />
      <Route path="edit/:userId" element={<BusinessUserEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={BUSINESS_USERS_PATH} replace />} />
    </Routes>
  );
}
