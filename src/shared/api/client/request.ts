import { serviceBaseUrl } from '@/shared/config';
import type { BodyOf, CallDef, ParamsOf, QueryOf, ReplyOf } from '../contract';
import { ApiError, apiErrorFromReply, BAD_REPLY_CODE, NETWORK_ERROR_CODE, panelApiError } from './ApiError';
import { endStoredSessionAndReload, readStoredToken } from './stored-session';

type Part<Name extends string, T> = [T] extends [never] ? { [K in Name]?: never } : { [K in Name]: T };

/** What a call needs besides its definition: path parameters, query and body, each only where the contract has one. */
export type CallArgs<C extends CallDef> = Part<'params', ParamsOf<C>> &
  Part<'query', QueryOf<C>> &
  Part<'body', BodyOf<C>> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** A call's URL: its service base, its path with `:name` parameters filled in, and the query string. */
export function callUrl(call: CallDef, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = call.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const queryString = search.toString();
  return `${serviceBaseUrl(call.service)}${path}${queryString ? `?${queryString}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns a failed reply into an ApiError carrying the server's own message and its codes. */
async function failure(response: Response): Promise<ApiError> {
  return apiErrorFromReply(response.status, await readJson(response));
}

/**
 * Makes one contract call: sends the token, parses the reply with the contract, and throws ApiError
 * with the server's message on failure. A 401 to a call made with a session means the session is over
 * (expired, signed out elsewhere, the account deactivated or banned): the panel forgets it and reloads
 * to the sign-in screen. The spec names the lists of lessons, chats, chapters and discounts; any call
 * does it, so a banned user is signed out on their next click wherever it lands.
 */
export async function callApiWithHeaders<C extends CallDef>(
  call: C,
  args: CallArgs<C>,
): Promise<{ data: ReplyOf<C>; headers: Headers }> {
  const token = readStoredToken();
  const headers: Record<string, string> = { accept: 'application/json', ...args.headers };
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers['auth-token'] = token;
  }
  const hasBody = args.body !== undefined && call.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(callUrl(call, args.params, args.query), {
      method: call.method,
      headers,
      body: hasBody ? JSON.stringify(args.body) : undefined,
      signal: args.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw panelApiError(0, 'call.unreachable', { code: NETWORK_ERROR_CODE });
  }

  if (!response.ok) {
    if (response.status === 401 && call.access !== 'public' && token) endStoredSessionAndReload();
    throw await failure(response);
  }
  const parsed = call.reply.safeParse(await readJson(response));
  if (!parsed.success) {
    throw panelApiError(response.status, 'call.replyNotUnderstood', { code: BAD_REPLY_CODE });
  }
  return { data: parsed.data as ReplyOf<C>, headers: response.headers };
}

/** The same as callApiWithHeaders, for the usual case that only needs the reply. */
export async function callApi<C extends CallDef>(call: C, args: CallArgs<C>): Promise<ReplyOf<C>> {
  return (await callApiWithHeaders(call, args)).data;
}
