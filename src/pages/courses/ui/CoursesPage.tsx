import { Navigate, Route, Routes } from 'react-router-dom';
import { CourseEditor } from './CourseEditor';
import { CourseView } from './CourseView';
import { CoursesList } from './CoursesList';

/** The /courses section: the list, /create, /edit/{courseId} and the read-only /view/{courseId}. */
export function CoursesPage() {
  return (
    <Routes>
      <Route index element={<CoursesList />} />
      <Route path="create" element={<CourseEditor />} />
      <Route path="edit/:courseId" element={<CourseEditor />} />
      <Route path="view/:courseId" element={<CourseView />} />
      <Route path="*" element={<Navigate to="/courses" replace />} />
    </Routes>
  );
}
