export const VIDEOS_PATH = '/video-management';
export const VIDEO_SYNC_PATH = `${VIDEOS_PATH}/sync-videos/`;

/** /video-management/edit/{VideoManagementId}/{VimeoId}. */
export const videoEditPath = (video: { id: number; externalId: string }) => `${VIDEOS_PATH}/edit/${video.id}/${video.externalId}`;
