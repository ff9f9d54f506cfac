import { UPLOAD_TIMEOUT_MS } from '@/shared/config';
import { filePartsOf, type CallDef, type ReplyOf } from '../contract';
import { apiErrorFromReply, BAD_REPLY_CODE, NETWORK_ERROR_CODE, panelApiError } from './ApiError';
import { callUrl } from './request';
import { readStoredToken } from './stored-session';

export interface MultipartArgs {
  /** The form's text fields, as the call's `multipart.fields` schema has them (a call with a `jsonPart` sends them as its JSON). */
  fields: Record<string, unknown>;
  /** The file of a call with one file part. */
  file?: File;
  /** The files of a call with several, by part name; a part left out sends no file. */
  files?: Record<string, File | null | undefined>;
  /** The path's parameters, where the call's path names its record (`PUT tag/{id}`). */
  params?: object;
  /** Called with 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Headers of the request besides the token's (an Idempotency-Key). */
  headers?: Record<string, string>;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Makes a contract call whose body is a multipart form (its text fields, then the file in the part the
 * contract names), with the token, progress and the 45 s upload timeout. The reply is parsed with the
 * contract; a failure is an ApiError with the server's message.
 */
export function sendMultipart<C extends CallDef>(call: C, { fields, file, files, params, onProgress, signal, headers = {} }: MultipartArgs): Promise<ReplyOf<C>> {
  const parts = call.multipart ? filePartsOf(call.multipart) : [];
  if (parts.length === 0) return Promise.reject(new Error(`${call.method} ${call.path} takes no multipart body`));
  const form = new FormData();
  const jsonPart = call.multipart?.jsonPart;
  if (jsonPart) form.append(jsonPart, JSON.stringify(fields));
  else for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const chosen: Record<string, File | null | undefined> = files ?? { [parts[0]!]: file };
  for (const part of parts) {
    const picked = chosen[part];
    if (picked) form.append(part, picked, picked.name);
  }

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(call.method, callUrl(call, params));
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    const token = readStoredToken();
    if (token) {
      request.setRequestHeader('authorization', `Bearer ${token}`);
      request.setRequestHeader('auth-token', token);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = readJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFromReply(request.status, body, 'call.uploadFailedWithStatus'));
        return;
      }
      const parsed = call.reply.safeParse(body);
      if (parsed.success) resolve(parsed.data as ReplyOf<C>);
      else reject(panelApiError(request.status, 'call.replyNotUnderstood', { code: BAD_REPLY_CODE }));
    };
    request.onerror = () => reject(panelApiError(0, 'call.uploadUnreachable', { code: NETWORK_ERROR_CODE }));
    request.ontimeout = () => reject(panelApiError(0, 'call.uploadTimedOut', { code: NETWORK_ERROR_CODE }));
    signal?.addEventListener('abort', () => request.abort());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.send(form);
  });
}
