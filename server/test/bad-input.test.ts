import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HEADERS, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('bad input answers 4xx with a message, never 500', () => {
  const cases: { name: string; method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: string; type?: string; signedIn?: boolean }[] = [
    { name: 'malformed JSON', method: 'POST', url: '/api/auth/login', body: '{"username": "a', type: 'application/json' },
    { name: 'a form instead of JSON', method: 'POST', url: '/api/auth/login', body: 'username=a&password=b', type: 'application/x-www-form-urlencoded' },
    { name: 'plain text', method: 'POST', url: '/api/auth/forgot', body: 'hello', type: 'text/plain' },
    { name: 'a JSON array', method: 'POST', url: '/api/auth/forgot', body: '[1,2,3]', type: 'application/json' },
    { name: 'JSON null', method: 'POST', url: '/api/auth/forgot', body: 'null', type: 'application/json' },
    { name: 'missing fields', method: 'POST', url: '/api/auth/login', body: '{}', type: 'application/json' },
    { name: 'wrong field types', method: 'POST', url: '/api/auth/login', body: '{"username": 5, "password": []}', type: 'application/json' },
    { name: 'a body over the limit', method: 'POST', url: '/api/auth/forgot', body: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }), type: 'application/json' },
    { name: 'an unknown API path', method: 'GET', url: '/api/academy/no-such-call' },
    { name: 'an unknown service', method: 'GET', url: '/api/nothing/here' },
    { name: 'an unsupported method', method: 'DELETE', url: '/api/auth/login' },
    { name: 'garbage in the query', method: 'GET', url: '/api/academy/chat/messages?pageNumber=abc&pageSize=-4&read=maybe', signedIn: true },
    { name: 'a repeated query value', method: 'GET', url: '/api/academy/chat/messages?pageNumber=1&pageNumber=x', signedIn: true },
    { name: 'a huge page size', method: 'GET', url: '/api/academy/chat/messages?pageSize=99999999999', signedIn: true },
    { name: 'percent garbage in a file path', method: 'GET', url: '/api/storage/files/%E0%A4%A' },
    { name: 'an upload to a key that does not exist', method: 'PUT', url: '/api/storage/upload/course-image/nothing.png?expires=1&signature=x', body: 'x', type: 'image/png' },
    { name: 'a course id that is not a number', method: 'GET', url: '/api/academy/course/abc', signedIn: true },
    { name: 'a negative course list page', method: 'POST', url: '/api/academy/course/list', body: '{"pageNumber": -1}', type: 'application/json', signedIn: true },
    { name: 'a course that is a list', method: 'POST', url: '/api/academy/course', body: '[1]', type: 'application/json', signedIn: true },
    // PostgreSQL keeps ids in 32 bits: a larger one in a body reached the database and answered 500 there.
    { name: 'an id past 32 bits in a body', method: 'PATCH', url: '/api/academy/course/rankings', body: '[{"id": 10000000000, "rank": 1}]', type: 'application/json', signedIn: true },
    { name: 'a course picker filter that is not true or false', method: 'GET', url: '/api/academy/course/name-summary?isPublished=maybe', signedIn: true },
    { name: 'a discount value given as text', method: 'POST', url: '/api/academy/discount', body: '{"name": "A", "type": "FLAT", "value": "ten", "startAt": "2030-01-01", "expiresAt": "2030-01-02"}', type: 'application/json', signedIn: true },
  ];

  it.each(cases)('$name', async ({ method, url, body, type, signedIn }) => {
    const token = signedIn ? await server.tokenOf('admin') : undefined;
    const reply = await server.call({
      method,
      url,
      payload: body,
      headers: { ...APP_HEADERS, ...(type ? { 'content-type': type } : {}) },
      token,
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('OpenAPI document', () => {
  it('lists the registered calls', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/logout', '/api/auth/me', '/api/auth/forgot', '/api/academy/presignedurl', '/api/academy/chat/messages']),
    );
  });
});

describe('hostile sort keys are never a 500', () => {
  const keys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
  const page = (key: string) => ({ descending: true, pageNumber: 1, pageSize: 10, sortProperties: [key], type: 0 });
  // Lists of their own ignore a sort key they do not know; lists of the resource mechanism refuse it in words.
  const lists: { name: string; method: 'GET' | 'POST'; url: (key: string) => string; body?: (key: string) => object; status: 200 | 400 }[] = [
    { name: 'chat messages', method: 'GET', url: (key) => `/api/academy/chat/messages?pageNumber=1&pageSize=10&sortProperties=${key}`, status: 200 },
    { name: 'courses', method: 'POST', url: () => '/api/academy/course/list', body: page, status: 200 },
    { name: 'discounts', method: 'POST', url: () => '/api/academy/discount/list', body: page, status: 400 },
    { name: 'chapters', method: 'POST', url: () => '/api/academy/chapter/list', body: (key) => ({ ...page(key), courseId: 1 }), status: 400 },
    { name: 'instructors', method: 'POST', url: () => '/api/academy/instructor/list', body: page, status: 400 },
    { name: 'course audio', method: 'POST', url: () => '/api/academy/storage-item/list', body: page, status: 400 },
  ];
  const cases = lists.flatMap((list) => keys.map((key) => ({ ...list, key })));

  it.each(cases)('$name sorted by $key answers $status', async ({ method, url, body, key, status }) => {
    const reply = await server.call({
      method,
      url: url(key),
      payload: body ? JSON.stringify(body(key)) : undefined,
      headers: { ...APP_HEADERS, ...(body ? { 'content-type': 'application/json' } : {}) },
      token: await server.tokenOf('admin'),
    });
    expect(reply.statusCode).toBe(status);
    if (status === 400) expect(reply.json().message).toMatch(/^This list can be sorted by .+ only\.$/);
  });
});
