import { Navigate, Route, Routes } from 'react-router-dom';
import { LessonCreator, LessonEditor } from './LessonEditor';
import { LessonsList } from './LessonsList';
import { LessonView } from './LessonView';

/** The /lessons section: the list, /create, /edit/{LessonId} and /view/{LessonId}. */
export function LessonsPage() {
  return (
    <Routes>
      <Route index element={<LessonsList />} />
      <Route path="create" element={<LessonCreator />} />
      <Route path="edit/:lessonId" element={<LessonEditor />} />
      <Route path="view/:lessonId" element={<LessonView />} />
      <Route path="*" element={<Navigate to="/lessons" replace />} />
    </Routes>
  );
}
