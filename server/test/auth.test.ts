import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '@/shared/api/contract';
import { APP_HEADERS, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-in', () => {
  it('returns the token in x-auth-token and the profile as the body', async () => {
    const reply = await server.login(DEMO.admin.email, DEMO.admin.password);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['x-auth-token']).toMatch(/^[\w-]{20,}$/);
    const profile = reply.json();
    expect(authContract.profile.parse(profile)).toMatchObject({
      userId: 1,
      fullname: 'Amina Rahman',
      groupId: 1,
      mustChangePassword: false,
    });
    expect(profile.securityPermissions.COURSES).toBe(127);
  });

  it('accepts the e-mail in any letter case', async () => {
    const reply = await server.login('Viewer@Example.COM', DEMO.viewer.password);
    expect(reply.statusCode).toBe(200);
  });

  it.each([
    ['no application headers', {}],
    ['a wrong application secret', { ...APP_HEADERS, 'x-app-secret': 'guess' }],
  ])('refuses %s with 401', async (_, headers) => {
    const reply = await server.login(DEMO.admin.email, DEMO.admin.password, headers as Record<string, string>);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses a wrong password with a message that does not tell which part was wrong', async () => {
    const reply = await server.login(DEMO.content.email, 'not-the-password');
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ success: false, message: 'Invalid email or password.', messageCode: 'auth.invalidCredentials' });
    const unknown = await server.login('nobody@example.com', 'whatever');
    expect(unknown.json().message).toBe('Invalid email or password.');
  });

  it('slows repeated failures down with 429 and a message', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await server.login(DEMO.instructor.email, `wrong-${attempt}`)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const blocked = await server.login(DEMO.instructor.email, DEMO.instructor.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toEqual(expect.any(String));
    server.advance(16 * 60 * 1000);
    expect((await server.login(DEMO.instructor.email, DEMO.instructor.password)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it.each([
    ['Authorization: Bearer', (token: string) => ({ authorization: `Bearer ${token}` })],
    ['auth-token', (token: string) => ({ 'auth-token': token })],
    ['x-auth-header', (token: string) => ({ 'x-auth-header': token })],
  ])('are accepted as %s', async (_, header) => {
    const token = await server.tokenOf('viewer');
    const reply = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: header(token) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().fullname).toBe('Zainab Hussain');
  });

  it('are refused when unknown', async () => {
    const reply = await server.call({ method: 'GET', url: '/api/auth/me', token: 'made-up-token' });
    expect(reply.statusCode).toBe(401);
  });

  it('stop working after logout', async () => {
    const token = (await server.login(DEMO.content.email, DEMO.content.password)).headers['x-auth-token'] as string;
    expect((await server.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    const logout = await server.call({ method: 'GET', url: '/api/auth/logout', token });
    expect(logout.json()).toMatchObject({ success: true });
    expect((await server.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it('expire', async () => {
    const token = (await server.login(DEMO.moderator.email, DEMO.moderator.password)).headers['x-auth-token'] as string;
    server.advance(40 * 24 * 60 * 60 * 1000);
    expect((await server.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  const outbox = () => server.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const forgot = (payload: unknown, token?: string) => server.call({ method: 'POST', url: '/api/auth/forgot', payload: payload as object, token });

  it('answers success for an unknown address without writing an e-mail', async () => {
    const before = (await outbox()).length;
    const reply = await forgot({ email: 'stranger@example.com' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true });
    expect(await outbox()).toHaveLength(before);
  });

  it('e-mails a single-use reset link that enforces the strength rule', async () => {
    expect((await forgot({ email: DEMO.viewer.email })).statusCode).toBe(200);
    const mail = (await outbox()).at(-1);
    expect(mail?.mail_to).toBe(DEMO.viewer.email);
    const token = /reset-password\?token=([^\s]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    const resetToken = decodeURIComponent(token ?? '');

    const weak = await forgot({ token: resetToken, password: 'password1', rePassword: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(authContract.STRONG_PASSWORD_MESSAGE);

    const mismatched = await forgot({ token: resetToken, password: 'Viewer!6789', rePassword: 'Viewer!6780' });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe(authContract.PASSWORDS_DIFFER_MESSAGE);

    const good = await forgot({ token: resetToken, password: 'Viewer!6789', rePassword: 'Viewer!6789' });
    expect(good.statusCode).toBe(200);
    expect((await server.login(DEMO.viewer.email, 'Viewer!6789')).statusCode).toBe(200);
    expect((await server.login(DEMO.viewer.email, DEMO.viewer.password)).statusCode).toBe(401);

    const again = await forgot({ token: resetToken, password: 'Viewer!9999', rePassword: 'Viewer!9999' });
    expect(again.statusCode).toBe(400);
  });

  it('lets a first sign-in choose a password with its session, and then lets it in everywhere', async () => {
    const first = await server.login(DEMO.newstaff.email, DEMO.newstaff.password);
    expect(first.json().mustChangePassword).toBe(true);
    const token = first.headers['x-auth-token'] as string;
    const blocked = await server.call({ method: 'GET', url: '/api/academy/presignedurl?fileCategory=COURSE_IMAGE&fileName=a.png', token });
    expect(blocked.statusCode).toBe(403);

    const change = await forgot({ password: 'Fresh!Start9', rePassword: 'Fresh!Start9' }, token);
    expect(change.statusCode).toBe(200);
    const me = await server.call({ method: 'GET', url: '/api/auth/me', token });
    expect(me.json().mustChangePassword).toBe(false);
    expect((await server.login(DEMO.newstaff.email, 'Fresh!Start9')).statusCode).toBe(200);
  });

  it('refuses a change without a token or a session', async () => {
    const reply = await forgot({ password: 'Fresh!Start9', rePassword: 'Fresh!Start9' });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
  });
});
