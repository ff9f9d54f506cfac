import { Navigate, Route, Routes } from 'react-router-dom';
import { PRODUCTS_PATH } from '../model/paths';
import { ProductEditor } from './ProductEditor';
import { ProductsList } from './ProductsList';

/** The /vendor-products section: the list and /edit/{VendorSlug}/{ProductsId}. */
export function ProductsPage() {
  return (
    <Routes>
      <Route index element={<ProductsList />} />
      <Route path="edit/:vendorSlug/:productId" element={<ProductEditor />} />
      <Route path="*" element={<Navigate to={PRODUCTS_PATH} replace />} />
    </Routes>
  );
}
