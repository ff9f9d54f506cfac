import { Navigate, Route, Routes } from 'react-router-dom';
import { InstructorEditor } from './InstructorEditor';
import { InstructorsList } from './InstructorsList';

/** The /instructors section: the list, /create and /edit/{instructorId}. */
export function InstructorsPage() {
  return (
    <Routes>
      <Route index element={<InstructorsList />} />
      <Route path="create" element={<InstructorEditor />} />
      <Route path="edit/:instructorId" element={<InstructorEditor />} />
      <Route path="*" element={<Navigate to="/instructors" replace />} />
    </Routes>
  );
}
