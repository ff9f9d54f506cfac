import { callApi, sendMultipart, siteContract, useApi } from '@/shared/api';

const { PUBLIC_FILES_PATH, publicFileExists, putPublicFile, recentPublicFiles } = siteContract;

/** GET if-drive/file-exist: whether a public file already has this name. */
export const publicNameExists = (key: string, signal?: AbortSignal) =>
  callApi(publicFileExists, { query: { path: PUBLIC_FILES_PATH, key }, signal });

/** POST if-drive/put: publishes the file under the name, with upload progress. */
export const publishFile = (key: string, file: File, onProgress: (percent: number) => void) =>
  sendMultipart(putPublicFile, { fields: { path: PUBLIC_FILES_PATH, key }, file, onProgress });

export const useRecentPublicFiles = () => useApi(recentPublicFiles, {});
