import { Navigate, Route, Routes } from 'react-router-dom';
import { PackageEditor } from './PackageEditor';
import { PackagesList } from './PackagesList';
import { PackageView } from './PackageView';
import { PACKAGES_PATH } from './paths';

/** The /package-management section: the two lists, /create, /edit/{PackageManagementId} and /view/{PackageManagementId}. */
export function PackagesPage() {
  return (
    <Routes>
      <Route index element={<PackagesList />} />
      <Route path="create" element={<PackageEditor isCreate />} />
      <Route path="edit/:PackageManagementId" element={<PackageEditor isCreate={false} />} />
      <Route path="view/:PackageManagementId" element={<PackageView />} />
      <Route path="*" element={<Navigate to={PACKAGES_PATH} replace />} />
    </Routes>
  );
}
