import { Navigate, Route, Routes } from 'react-router-dom';
import { BlogCategoryEditor } from './BlogCategoryEditor';
import { BlogCategoriesList } from './BlogCategoriesList';

/** The /categories section: the list, /create and /edit/{categoryId}. */
export function BlogCategoriesPage() {
  return (
    <Routes>
      <Route index element={<BlogCategoriesList />} />
      <Route path="create" element={<BlogCategoryEditor isCreate />} />
      <Route path="edit/:categoryId" element={<BlogCategoryEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to="/categories" replace />} />
    </Routes>
  );
}
