import { Navigate, Route, Routes } from 'react-router-dom';
import { DISCUSSIONS_PATH } from '../model/paths';
import { DiscussionEditor } from './DiscussionEditor';
import { DiscussionsList } from './DiscussionsList';

/** The /local-community/discussion section: the list and /edit/{DiscussionId}. */
export function DiscussionsPage() {
  return (
    <Routes>
      <Route index element={<DiscussionsList />} />
      <Route path="edit/:postId" element={<DiscussionEditor />} />
      <Route path="*" element={<Navigate to={DISCUSSIONS_PATH} replace />} />
    </Routes>
  );
}
