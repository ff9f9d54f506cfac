import { Navigate, Route, Routes } from 'react-router-dom';
import { AthanPremiumEditor } from './AthanPremiumEditor';
import { AthanPremiumList } from './AthanPremiumList';
import { ATHAN_PREMIUM_PATH } from './paths';

/** The /athan-premium section: the list with its Generate Code popup, /create and /edit/{AthanPremiumId}. */
export function AthanPremiumPage() {
  return (
    <Routes>
      <Route index element={<AthanPremiumList />} />
      <Route path="create" element={<AthanPremiumEditor isCreate />} />
      <Route path="edit/:AthanPremiumId" element={<AthanPremiumEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={ATHAN_PREMIUM_PATH} replace />} />
    </Routes>
  );
}
