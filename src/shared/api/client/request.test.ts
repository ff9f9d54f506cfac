import { afterEach, describe, expect, it, vi } from 'vitest';
import { authContract, chatContract } from '../contract';
import { ApiError } from './ApiError';
import { callApi, callApiWithHeaders, callUrl } from './request';
import { endStoredSessionAndReload, readStoredToken } from './stored-session';

vi.mock('./stored-session', () => ({ readStoredToken: vi.fn(() => null), endStoredSessionAndReload: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(readStoredToken).mockReturnValue(null);
  vi.mocked(endStoredSessionAndReload).mockClear();
});

function replyWith(body: unknown, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callUrl', () => {
  it('puts the service base, the path and the query together', () => {
    const url = callUrl(chatContract.unreadMessages, undefined, { pageNumber: 1, read: false, sortProperties: ['id', 'sentDate'], skipped: undefined });
    expect(url).toBe('/api/academy/chat/messages?pageNumber=1&read=false&sortProperties=id&sortProperties=sentDate');
  });
});

describe('callApi', () => {
  it('parses the reply with the contract and returns the reply headers', async () => {
    replyWith({ success: true }, { headers: { 'x-auth-token': 'abc' } });
    const { data, headers } = await callApiWithHeaders(authContract.logout, {});
    expect(data).toEqual({ success: true });
    expect(headers.get('x-auth-token')).toBe('abc');
  });

  it('sends a JSON body on POST', async () => {
    const fetchMock = replyWith({ success: true });
    await callApi(authContract.forgot, { body: { email: 'amina@example.com' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/forgot');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"amina@example.com"}');
  });

  it('throws the server message with its status and code', async () => {
    replyWith({ success: false, message: 'Teacher is already assigned to this conversation', code: 103 }, { status: 409 });
    const failure = callApi(authContract.logout, {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, code: 103, message: 'Teacher is already assigned to this conversation' });
  });

  it('reports a reply that breaks the contract', async () => {
    replyWith({ unexpected: true });
    await expect(callApi(authContract.me, {})).rejects.toMatchObject({ code: 'BAD_REPLY' });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(callApi(authContract.me, {})).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});

describe('a 401', () => {
  const unauthorized = { success: false, message: 'Your session has expired. Please sign in again.' };

  it('to any call made with a session ends the session (a banned user is signed out on the next click)', async () => {
    vi.mocked(readStoredToken).mockReturnValue('revoked-token');
    replyWith(unauthorized, { status: 401 });
    await expect(callApi(authContract.me, {})).rejects.toMatchObject({ status: 401 });
    expect(endStoredSessionAndReload).toHaveBeenCalledOnce();
  });

  it('to a public call (a wrong password at sign-in) ends nothing', async () => {
    vi.mocked(readStoredToken).mockReturnValue('some-token');
    replyWith({ success: false, message: 'Invalid email or password.' }, { status: 401 });
    await expect(callApi(authContract.login, { body: { username: 'a@example.com', password: 'wrong' } })).rejects.toMatchObject({ status: 401 });
    expect(endStoredSessionAndReload).not.toHaveBeenCalled();
  });

  it('without a stored session ends nothing', async () => {
    replyWith(unauthorized, { status: 401 });
    await expect(callApi(authContract.me, {})).rejects.toMatchObject({ status: 401 });
    expect(endStoredSessionAndReload).not.toHaveBeenCalled();
  });
});
