import { Navigate, Route, Routes } from 'react-router-dom';
import { ChapterEditor, ChapterView } from './ChapterScreens';
import { ChaptersList } from './ChaptersList';

/** The /chapters section: the list, /create, /edit/{chapterId} and /view/{chapterId}. */
export function ChaptersPage() {
  return (
    <Routes>
      <Route index element={<ChaptersList />} />
      <Route path="create" element={<ChapterEditor isCreate />} />
      <Route path="edit/:chapterId" element={<ChapterEditor isCreate={false} />} />
      <Route path="view/:chapterId" element={<ChapterView />} />
      <Route path="*" element={<Navigate to="/chapters" replace />} />
    </Routes>
  );
}
