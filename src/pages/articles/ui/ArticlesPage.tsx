import { Navigate, Route, Routes } from 'react-router-dom';
import { ArticleEditor } from './ArticleEditor';
import { ArticlePreview } from './ArticlePreview';
import { ArticlesList } from './ArticlesList';
import { ArticleView } from './ArticleView';
import { ARTICLES_PATH } from './paths';

/** The /articles section: the list, /create and /edit/{postId} (one form), /view/{postId} and /preview/{postId}. */
export function ArticlesPage() {
  return (
    <Routes>
      <Route index element={<ArticlesList />} />
      <Route path="create" element={<ArticleEditor isCreate />} />
      <Route path="edit/:postId" element={<ArticleEditor isCreate={false} />} />
      <Route path="view/:postId" element={<ArticleView />} />
      <Route path="preview/:postId" element={<ArticlePreview />} />
      <Route path="*" element={<Navigate to={ARTICLES_PATH} replace />} />
    </Routes>
  );
}
