import { useEffect, useRef, useState } from 'react';
import type { CallDef } from '../contract';
import { apiErrorFromReply } from './ApiError';
import { callUrl } from './request';
import { readStoredToken } from './stored-session';

/**
 * GETs a call that answers bytes (a picture, a receipt), with the token (in the call's own header where it
 * declares one); a failure is an ApiError with the server's words.
 */
export async function fetchBlob(call: CallDef, params: object, signal?: AbortSignal, query?: object): Promise<Blob> {
  const token = readStoredToken();
  const headers: Record<string, string> = !token ? {} : call.tokenHeader ? { [call.tokenHeader]: token } : { authorization: `Bearer ${token}`, 'auth-token': token };
  const response = await fetch(callUrl(call, params, query), { headers, signal });
  if (!response.ok) throw apiErrorFromReply(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

/**
 * An address the page can show the bytes of a call at (an `<img>`'s `src`), fetched with the token and
 * let go when no longer shown; `version` (the record's last change) fetches again after a change, and
 * the picture shown stays until the new one has come, so a save does not blank it. Null while the first
 * one loads, without `params`, or when the bytes could not be had (the spec only logs that).
 */
export function useBlobUrl(call: CallDef, params: object | null, version?: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const shown = useRef<string | null>(null);
  const key = params ? JSON.stringify(params) : null;

  const show = (next: string | null) => {
    if (shown.current) URL.revokeObjectURL(shown.current);
    shown.current = next;
    setUrl(next);
  };

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    fetchBlob(call, JSON.parse(key) as object, controller.signal)
      .then((blob) => show(URL.createObjectURL(blob)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('An image could not be fetched', error);
      });
    return () => controller.abort();
  }, [call, key, version]);

  useEffect(() => () => show(null), []);
  return key === null ? null : url;
}
