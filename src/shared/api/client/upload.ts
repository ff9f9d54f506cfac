import { UPLOAD_TIMEOUT_MS } from '@/shared/config';
import { uploadsContract } from '../contract';
import { apiErrorFromReply, NETWORK_ERROR_CODE, panelApiError } from './ApiError';
import { callApi } from './request';
import { UploadError } from './uploadError';

export interface UploadOptions {
  /** Called with 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** A cancelled upload stays a cancellation, not a failure to report. */
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The site's number of a category it hands out links for itself (`GET presigned-url?imageCategory`), if it is one. */
const siteNumberOf = (category: uploadsContract.FileCategory) =>
  Object.entries(uploadsContract.SITE_IMAGE_CATEGORIES).find(([, siteCategory]) => siteCategory === category)?.[0];

/** A signed link for the file: from the site's `presigned-url` for the site's categories, the academy's `presignedurl` otherwise. */
function askLink(fileCategory: uploadsContract.FileCategory, file: File, signal?: AbortSignal) {
  const site = siteNumberOf(fileCategory);
  return site === undefined
    ? callApi(uploadsContract.presignedUrl, { query: { fileCategory, fileName: file.name }, signal })
    : callApi(uploadsContract.sitePresignedUrl, { query: { imageCategory: Number(site), imageName: file.name }, signal });
}

/**
 * The shared upload flow: ask for a signed link for the file's category, PUT the bytes to it (45 s
 * timeout, with progress), and return the stored file's key for the record that uses it. A failure
 * is an UploadError saying which of the two steps failed.
 */
export async function uploadFile(
  fileCategory: uploadsContract.FileCategory,
  file: File,
  options: UploadOptions = {},
): Promise<string> {
  let link: uploadsContract.PresignedUrl;
  try {
    link = await askLink(fileCategory, file, options.signal);
  } catch (error) {
    throw isAbort(error) ? error : new UploadError('presign', error);
  }
  try {
    await putWithProgress(link.url, file, options);
  } catch (error) {
    throw isAbort(error) ? error : new UploadError('transfer', error);
  }
  return link.imageKey;
}

function putWithProgress(url: string, file: File, { onProgress, signal }: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve();
        return;
      }
      reject(apiErrorFromReply(request.status, readJsonText(request.responseText), 'call.uploadFailedWithStatus'));
    };
    request.onerror = () => reject(panelApiError(0, 'call.uploadUnreachable', { code: NETWORK_ERROR_CODE }));
    request.ontimeout = () => reject(panelApiError(0, 'call.uploadTimedOut', { code: NETWORK_ERROR_CODE }));
    signal?.addEventListener('abort', () => request.abort());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.send(file);
  });
}

function readJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
