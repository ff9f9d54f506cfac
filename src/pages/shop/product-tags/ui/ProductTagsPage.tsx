import { Navigate, Route, Routes } from 'react-router-dom';
import { ProductTagEditor } from './ProductTagEditor';
import { ProductTagsList } from './ProductTagsList';
import { PRODUCT_TAGS_PATH } from './paths';

/** The /vendor-products/tags section: the list, /create and /edit/{ProductTagId}. */
export function ProductTagsPage() {
  return (
    <Routes>
      <Route index element={<ProductTagsList />} />
      <Route path="create" element={<ProductTagEditor isCreate />} />
      <Route path="edit/:ProductTagId" element={<ProductTagEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={PRODUCT_TAGS_PATH} replace />} />
    </Routes>
  );
}
