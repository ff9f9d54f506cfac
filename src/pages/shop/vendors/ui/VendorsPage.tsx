import { Navigate, Route, Routes } from 'react-router-dom';
import { VendorEditor } from './VendorEditor';
import { VendorsList } from './VendorsList';
import { VENDORS_PATH } from './paths';

/** The /vendor-management section: the list, /create and /edit/{VendorManagementId}. */
export function VendorsPage() {
  return (
    <Routes>
      <Route index element={<VendorsList />} />
      <Route path="create" element={<VendorEditor isCreate />} />
      <Route path="edit/:VendorManagementId" element={<VendorEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={VENDORS_PATH} replace />} />
    </Routes>
  );
}
