import { playlistContract, useApi } from '@/shared/api';

/** The playlist's video titles (GET playlist/video-titles/name-summary, pageNumber 1, pageSize 1000) for pickers. */
export function usePlaylistTitles() {
  return useApi(playlistContract.videoTitleSummary, { query: { pageNumber: 1, pageSize: 1000 } });
}
