import { Navigate, Route, Routes } from 'react-router-dom';
import { VideoCategoriesList } from './VideoCategoriesList';
import { VideoCategoryEditor } from './VideoCategoryEditor';
import { VIDEO_CATEGORIES_PATH } from './paths';

/** The /category-management section: the list, /create and /edit/{CategoryManagementId}. */
export function VideoCategoriesPage() {
  return (
    <Routes>
      <Route index element={<VideoCategoriesList />} />
      <Route path="create" element={<VideoCategoryEditor isCreate />} />
      <Route path="edit/:CategoryManagementId" element={<VideoCategoryEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={VIDEO_CATEGORIES_PATH} replace />} />
    </Routes>
  );
}
