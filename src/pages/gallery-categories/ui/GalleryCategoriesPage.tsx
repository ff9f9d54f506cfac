import { Navigate, Route, Routes } from 'react-router-dom';
import { GalleryCategoriesList } from './GalleryCategoriesList';
import { GalleryCategoryEditor } from './GalleryCategoryEditor';
import { GALLERY_CATEGORIES_PATH } from './paths';

/** The /gallery/categories section: the list, /create and /edit/{categoryId}. */
export function GalleryCategoriesPage() {
  return (
    <Routes>
      <Route index element={<GalleryCategoriesList />} />
      <Route path="create" element={<GalleryCategoryEditor isCreate />} />
      <Route path="edit/:categoryId" element={<GalleryCategoryEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={GALLERY_CATEGORIES_PATH} replace />} />
    </Routes>
  );
}
