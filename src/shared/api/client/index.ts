export { ApiError, BAD_REPLY_CODE, isApiError, NETWORK_ERROR_CODE, panelApiError } from './ApiError';
export { errorText, fieldTexts, replyText, SERVER_MESSAGES_NAMESPACE, serverText } from './serverText';
export { callApi, callApiWithHeaders, callUrl, type CallArgs } from './request';
export { apiKey, useApi } from './useApi';
export { uploadFile, type UploadOptions } from './upload';
export { sendMultipart, type MultipartArgs } from './multipart';
export { fetchBlob, useBlobUrl } from './useBlobUrl';
export { useFileUpload } from './useFileUpload';
export { UploadError, type UploadStep } from './uploadError';
