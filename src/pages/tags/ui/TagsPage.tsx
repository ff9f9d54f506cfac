import { Navigate, Route, Routes } from 'react-router-dom';
import { TagEditor, TagView } from './TagScreens';
import { TagsList } from './TagsList';

/** The /tags section: the list, /create, /edit/{tagId} and /view/{tagId}. */
export function TagsPage() {
  return (
    <Routes>
      <Route index element={<TagsList />} />
      <Route path="create" element={<TagEditor isCreate />} />
      <Route path="edit/:tagId" element={<TagEditor isCreate={false} />} />
      <Route path="view/:tagId" element={<TagView />} />
      <Route path="*" element={<Navigate to="/tags" replace />} />
    </Routes>
  );
}
