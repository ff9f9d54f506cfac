import { Navigate, Route, Routes } from 'react-router-dom';
import { VideoEditor } from './VideoEditor';
import { VideoSyncScreen } from './VideoSyncScreen';
import { VideosList } from './VideosList';
import { VIDEOS_PATH } from './paths';

/** The /video-management section: the list, /create, /edit/{VideoManagementId}/{VimeoId} and /sync-videos/. */
export function VideosPage() {
  return (
    <Routes>
      <Route index element={<VideosList />} />
      <Route path="create" element={<VideoEditor isCreate />} />
      <Route path="edit/:VideoManagementId/:VimeoId" element={<VideoEditor isCreate={false} />} />
      <Route path="sync-videos" element={<VideoSyncScreen />} />
      <Route path="*" element={<Navigate to={VIDEOS_PATH} replace />} />
    </Routes>
  );
}
