import { Navigate, Route, Routes } from 'react-router-dom';
import { CommentEditor } from './CommentEditor';
import { CommentsList } from './CommentsList';
import { COMMENTS_PATH } from './paths';

/** The /local-community/comments section: the list of every comment and /edit/{CommentId}. */
export function CommentsPage() {
  return (
    <Routes>
      <Route index element={<CommentsList />} />
      <Route path="edit/:commentId" element={<CommentEditor />} />
      <Route path="*" element={<Navigate to={COMMENTS_PATH} replace />} />
    </Routes>
  );
}
