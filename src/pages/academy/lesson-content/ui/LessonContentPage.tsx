import { Navigate, Route, Routes } from 'react-router-dom';
import { TheoryList } from './TheoryList';
import { TheoryEditor, TheoryView } from './TheoryScreens';

/** The /lessoncontent section: the list, /create, /edit/{lessoncontentId} and /view/{id}. */
export function LessonContentPage() {
  return (
    <Routes>
      <Route index element={<TheoryList />} />
      <Route path="create" element={<TheoryEditor isCreate />} />
      <Route path="edit/:lessoncontentId" element={<TheoryEditor isCreate={false} />} />
      <Route path="view/:id" element={<TheoryView />} />
      <Route path="*" element={<Navigate to="/lessoncontent" replace />} />
    </Routes>
  );
}
