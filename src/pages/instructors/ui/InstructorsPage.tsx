import { Navigate, Route, Routes } from 'react-router-dom';
import { InstructorEditor } from './InstructorScreens';
import { InstructorsList } from './InstructorsList';

/** The /instructors section: the list, /create and /edit/{instructorId}. */
export function InstructorsPage() {
  return (
    <Routes>
      <Route index element={<InstructorsList />} />
      <Route path="create" element={<InstructorEditor isCreate />} />
      <Route path="edit/:instructorId" element={<InstructorEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to="/instructors" replace />} />
    </Routes>
  );
}
