import { Navigate, Route, Routes } from 'react-router-dom';
import { LIST_PATH } from '../lib/paths';
import { BatchContentEditor } from './BatchContentEditor';
import { BatchContentsList } from './BatchContentsList';
import { StartBatch } from './StartBatch';

/** The /batchcontents section: the list, /create (a new batch) and /edit/{batchContentId}/{courseId}. */
export function BatchContentsPage() {
  return (
    <Routes>
      <Route index element={<BatchContentsList />} />
      <Route path="create" element={<StartBatch />} />
      <Route path="edit/:batchContentId/:courseId" element={<BatchContentEditor />} />
      <Route path="*" element={<Navigate to={LIST_PATH} replace />} />
    </Routes>
  );
}
