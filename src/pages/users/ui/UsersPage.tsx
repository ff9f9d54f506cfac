import { Navigate, Route, Routes } from 'react-router-dom';
import { LIST_PATH } from '../lib/paths';
import { UserEditor } from './UserEditor';
import { UsersList } from './UsersList';

/** The /users section: the list and /edit/{usersId}; users are not added or deleted here. */
export function UsersPage() {
  return (
    <Routes>
      <Route index element={<UsersList />} />
      <Route path="edit/:usersId" element={<UserEditor />} />
      <Route path="*" element={<Navigate to={LIST_PATH} replace />} />
    </Routes>
  );
}
