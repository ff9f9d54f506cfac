import { Navigate, Route, Routes } from 'react-router-dom';
import { CourseAudioEditor } from './CourseAudioScreens';
import { CourseAudioList } from './CourseAudioList';

/** The /course-audio section: the list, /create and /edit/{courseAudioId}. */
export function CourseAudioPage() {
  return (
    <Routes>
      <Route index element={<CourseAudioList />} />
      <Route path="create" element={<CourseAudioEditor isCreate />} />
      <Route path="edit/:courseAudioId" element={<CourseAudioEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to="/course-audio" replace />} />
    </Routes>
  );
}
