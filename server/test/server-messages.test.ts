import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@/shared/api/contract';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function academy(account: DemoAccount, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return server.call({ method, url: `/api/academy${url}`, payload: payload as object, token: await server.tokenOf(account) });
}

/** Every reply of the API suite is checked for codes (see the harness); these show each kind once. */
describe('the server names each message it sends with a code of SERVER_MESSAGES', () => {
  it('a wrong password: the spec English, word for word, and its code', async () => {
    const reply = await server.login('admin@example.com', 'not-the-password');
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ success: false, message: 'Invalid email or password.', messageCode: 'auth.invalidCredentials' });
  });

  it('no session, and a permission the caller lacks', async () => {
    const anonymous = await server.call({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.json()).toEqual({ success: false, message: SERVER_MESSAGES['http.sessionExpired'], messageCode: 'http.sessionExpired' });
    const viewer = await academy('viewer', 'POST', '/discount', {});
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json()).toEqual({ success: false, message: 'You do not have permission to do this.', messageCode: 'http.noPermission' });
  });

  it('a refused field: its words, code and the values filled into them, per field', async () => {
    const reply = await academy('moderator', 'GET', '/chat/messages?pageNumber=abc');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      message: 'pageNumber must be a number.',
      messageCode: 'field.mustBeNumber',
      messageParams: { field: 'pageNumber' },
      fields: { pageNumber: 'pageNumber must be a number.' },
      fieldCodes: { pageNumber: 'field.mustBeNumber' },
      fieldParams: { pageNumber: { field: 'pageNumber' } },
    });
    const noName = await academy('admin', 'POST', '/discount', { name: ' ', type: 'FLAT', value: 10, startAt: '2030-01-01', expiresAt: '2030-01-02' });
    expect(noName.json()).toMatchObject({
      message: 'Please enter valid discount title',
      messageCode: 'discount.name',
      fields: { name: 'Please enter valid discount title' },
      fieldCodes: { name: 'discount.name' },
    });
  });

  it('a refusal that names a record', async () => {
    const reply = await academy('admin', 'PATCH', '/discount/2/activate?attachedCourseIds=3', [3]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      messageCode: 'discount.courseNotPublished',
      messageParams: { title: 'Quranic Arabic for Understanding' },
      fieldCodes: { attachedCourseIds: 'discount.courseNotPublished' },
    });
  });

  it("the chat's refusal keeps the spec's code 103 beside its own code", async () => {
    const heldByAnotherTeacher = 7; // see server/db/seed-chat.ts
    const reply = await academy('moderator', 'POST', '/chat/send-message-moderator', {
      conversationId: heldByAnotherTeacher,
      messageType: 'TEXT',
      messageBody: 'May I help?',
      createdByAppId: 9,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      success: false,
      message: 'Teacher is already assigned to this conversation',
      code: 103,
      messageCode: 'chat.teacherAlreadyAssigned',
    });
  });

  it('a success with words', async () => {
    const reply = await academy('admin', 'PATCH', '/course/publish/1');
    expect(reply.json()).toMatchObject({ success: true, message: 'Course published successfully!', messageCode: 'course.published' });
  });

  it('an address that does not exist and a body that is not JSON', async () => {
    const missing = await server.call({ method: 'GET', url: '/api/academy/no-such-call' });
    expect(missing.json()).toMatchObject({ messageCode: 'http.notFound' });
    const broken = await server.call({ method: 'POST', url: '/api/auth/login', payload: '{"username": "a', headers: { 'content-type': 'application/json' } });
    expect(broken.json()).toEqual({ success: false, message: 'The request body is not valid JSON.', messageCode: 'http.invalidJson' });
  });
});
