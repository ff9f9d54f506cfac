import { Navigate, Route, Routes } from 'react-router-dom';
import { GalleryCardEditor } from './GalleryCardEditor';
import { GalleryCardsList } from './GalleryCardsList';
import { GALLERY_CARDS_PATH } from './paths';

/** The /gallery/cards section: the list, /create and /edit/{cardId}. */
export function GalleryCardsPage() {
  return (
    <Routes>
      <Route index element={<GalleryCardsList />} />
      <Route path="create" element={<GalleryCardEditor isCreate />} />
      <Route path="edit/:cardId" element={<GalleryCardEditor isCreate={false} />} />
      <Route path="*" element={<Navigate to={GALLERY_CARDS_PATH} replace />} />
    </Routes>
  );
}
