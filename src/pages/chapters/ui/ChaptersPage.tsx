import { Navigate, Route, Routes } from 'react-router-dom';
import { ChapterEditor } from './ChapterEditor';
import { ChapterView } from './ChapterView';
import { ChaptersList } from './ChaptersList';

/** The /chapters section: the list, /create, /edit/{chapterId} and /view/{chapterId}. */
export function ChaptersPage() {
  return (
    <Routes>
      <Route index element={<ChaptersList />} />
      <Route path="create" element={<ChapterEditor />} />
      <Route path="edit/:chapterId" element={<ChapterEditor />} />
      <Route path="view/:chapterId" element={<ChapterView />} />
      <Route path="*" element={<Navigate to="/chapters" replace />} />
    </Routes>
  );
}
