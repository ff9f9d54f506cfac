import { Navigate, Route, Routes } from 'react-router-dom';
import { DiscountEditor } from './DiscountEditor';
import { DiscountsList } from './DiscountsList';

/** The /discounts section: the list, /create and /edit/{discountId}. */
export function DiscountsPage() {
  return (
    <Routes>
      <Route index element={<DiscountsList />} />
      <Route path="create" element={<DiscountEditor isCreate />} />
      <Route path="edit/:discountId" element={<DiscountEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to="/discounts" replace />} />
    </Routes>
  );
}
