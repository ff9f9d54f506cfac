import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '@/shared/api/contract';
import { DEFAULT_PASSWORD_COST, hashPassword, verifyPassword } from '../lib/password';
import { unseal } from '../lib/sealing';
import { APP_HEADERS, DEMO, startTestServer, TEST_ORIGIN, TEST_PASSWORD_COST, TEST_SECRET, type TestServer } from './harness';

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
  ])('are accepted as %s', async (_, header) => {
    const token = await server.tokenOf('viewer');
    const reply = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: header(token) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().fullname).toBe('Zainab Hussain');
  });

  it('are refused in x-auth-header, which only the receipt download takes', async () => {
    const token = await server.tokenOf('viewer');
    const reply = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-auth-header': token } });
    expect(reply.statusCode).toBe(401);
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
  const outbox = async () => {
    const mails = await server.db.selectFrom('outbox').selectAll().orderBy('id').execute();
    return mails.map((mail) => ({ ...mail, body: unseal(mail.body, TEST_SECRET, 'outbox') }));
  };
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

  it('keeps the mail sealed in the outbox: a copy of the database holds no reset link', async () => {
    expect((await forgot({ email: DEMO.moderator.email })).statusCode).toBe(200);
    const stored = await server.db.selectFrom('outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.body).not.toContain('reset-password');
    expect(stored.body).not.toContain('token');
    expect((await outbox()).at(-1)?.body).toContain(`${TEST_ORIGIN}/reset-password?token=`);
  });

  it('points the reset link at the configured origin whatever Host the request names', async () => {
    const reply = await server.call({
      method: 'POST',
      url: '/api/auth/forgot',
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
      payload: { email: DEMO.instructor.email },
    });
    expect(reply.statusCode).toBe(200);
    const mail = (await outbox()).at(-1);
    expect(mail?.mail_to).toBe(DEMO.instructor.email);
    expect(mail?.body).toContain(`${TEST_ORIGIN}/reset-password?token=`);
    expect(mail?.body).not.toContain('attacker.example');
  });

  it('hands out upload links at the configured origin whatever Host the request names', async () => {
    const reply = await server.call({
      method: 'GET',
      url: '/api/academy/presignedurl?fileCategory=COURSE_IMAGE&fileName=cover.png',
      headers: { host: 'attacker.example' },
      token: await server.tokenOf('admin'),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().url).toMatch(new RegExp(`^${TEST_ORIGIN}/`));
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

  it('asks a signed-in account for its current password before changing it', async () => {
    const token = await server.tokenOf('content');
    const without = await forgot({ password: 'Content!6789', rePassword: 'Content!6789' }, token);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: 'Please enter your current password.', fields: { currentPassword: 'Please enter your current password.' } });
    const wrong = await forgot({ currentPassword: 'Content!0000', password: 'Content!6789', rePassword: 'Content!6789' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    expect((await server.login(DEMO.content.email, 'Content!6789')).statusCode).toBe(401);

    const right = await forgot({ currentPassword: DEMO.content.password, password: 'Content!6789', rePassword: 'Content!6789' }, token);
    expect(right.statusCode).toBe(200);
    expect((await server.login(DEMO.content.email, 'Content!6789')).statusCode).toBe(200);
  });

  it('refuses a change without a token or a session', async () => {
    const reply = await forgot({ password: 'Fresh!Start9', rePassword: 'Fresh!Start9' });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
  });
});

describe('password hashes', () => {
  it('are made at scrypt cost 2^17 by default', async () => {
    expect(DEFAULT_PASSWORD_COST).toBe(2 ** 17);
    const hash = await hashPassword('Strong!2345');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    await expect(verifyPassword('Strong!2345', hash)).resolves.toBe(true);
  });

  it('made at a lower cost are redone at the next sign-in', async () => {
    const stronger = await startTestServer({ passwordCost: TEST_PASSWORD_COST * 4 });
    try {
      const storedCost = async () =>
        (await stronger.db.selectFrom('users').select('password_hash').where('email', '=', DEMO.viewer.email).executeTakeFirstOrThrow()).password_hash.split('$')[1];
      expect(await storedCost()).toBe(String(TEST_PASSWORD_COST));
      expect((await stronger.login(DEMO.viewer.email, DEMO.viewer.password)).statusCode).toBe(200);
      expect(await storedCost()).toBe(String(TEST_PASSWORD_COST * 4));
      expect((await stronger.login(DEMO.viewer.email, DEMO.viewer.password)).statusCode).toBe(200);
    } finally {
      await stronger.close();
    }
  });
});
