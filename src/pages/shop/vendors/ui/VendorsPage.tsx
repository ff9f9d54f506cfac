import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { recordId } from '@/shared/lib/record-id';
import { VendorSync } from '@/widgets/vendor-sync';
import { VendorEditor } from './VendorEditor';
import { VendorsList } from './VendorsList';
import { VENDORS_PATH } from './paths';

/** /vendor-management/sync/{VendorManagementId}: the vendor's store sync; an address naming no vendor goes back to the list. */
function VendorSyncScreen() {
  const id = recordId(useParams().VendorManagementId);
  return id === null ? <Navigate to={VENDORS_PATH} replace /> : <VendorSync vendorId={id} listHref={VENDORS_PATH} />;
}

/** The /vendor-management section: the list, /create, /edit/{VendorManagementId} and /sync/{VendorManagementId}. */
export function VendorsPage() {
  return (
    <Routes>
      <Route index element={<VendorsList />} />
      <Route path="create" element={<VendorEditor isCreate />} />
      <Route path="edit/:VendorManagementId" element={<VendorEditor isCreate={false} />} />
      <Route path="sync/:VendorManagementId" element={<VendorSyncScreen />} />
      <Route path="*" element={<Navigate to={VENDORS_PATH} replace />} />
    </Routes>
  );
}
