import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { ExerciseCreator, ExerciseEditor } from './ExerciseEditor';
import { ExercisesList } from './ExercisesList';

/** /exercise/create/{exerciseId}: the spec names an id on create too; with one, it is the same exercise's form. */
function CreateWithId() {
  const { exerciseId } = useParams();
  const [searchParams] = useSearchParams();
  return <Navigate to={`/exercise/edit/${exerciseId ?? ''}?${searchParams}`} replace />;
}

/** The /exercise section: the list, /create, /edit/{exerciseId}. */
export function ExercisesPage() {
  return (
    <Routes>
      <Route index element={<ExercisesList />} />
      <Route path="create" element={<ExerciseCreator />} />
      <Route path="create/:exerciseId" element={<CreateWithId />} />
      <Route path="edit/:exerciseId" element={<ExerciseEditor />} />
      <Route path="*" element={<Navigate to="/exercise" replace />} />
    </Routes>
  );
}
