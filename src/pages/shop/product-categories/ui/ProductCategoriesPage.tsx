import { Navigate, Route, Routes } from 'react-router-dom';
import { ProductCategoriesList } from './ProductCategoriesList';
import { ProductCategoryEditor } from './ProductCategoryEditor';
import { PRODUCT_CATEGORIES_PATH } from './paths';

/** The /vendor-products/category section: the list, /create and /edit/{ProductCategoryId}. */
export function ProductCategoriesPage() {
  return (
    <Routes>
      <Route index element={<ProductCategoriesList />} />
      <Route path="create" element={<ProductCategoryEditor isCreate />} />
      <Route path="edit/:ProductCategoryId" element={<ProductCategoryEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={PRODUCT_CATEGORIES_PATH} replace />} />
    </Routes>
  );
}
