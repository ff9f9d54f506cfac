import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityContract, usersContract } from '@/shared/api/contract';
import { SECURITY_POINTS, type SecurityPointKey } from '@/shared/lib/permissions';
import { unseal } from '../lib/sealing';
import { hashToken, newToken } from '../lib/tokens';
import { APP_USERS_GROUP, DEMO_EDITOR } from '../services/users/seed';
import { startTestServer, TEST_SECRET, type TestServer } from './harness';
import { staffWith } from './staff-with';

/**
 * The attacks on the security model by its own editors, each as it was found: a staff member with a few
 * bits on USERS or SECURITY became a full administrator in one or two calls. Each is refused now, by the
 * one rule of who may grant what, and nothing of it is saved.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { GRANT_MESSAGES } = securityContract;
const ADMIN_ID = 1;
const ADMINISTRATORS = 1;
const VIEWERS = 15;
const pointId = (key: SecurityPointKey) => SECURITY_POINTS.find((point) => point.key === key)!.id;
/** List, view, add and edit: every bit a security editor needs, without delete, perform or ALL. */
const EDITING = 1 | 2 | 4 | 8;

const site = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => server.call({ method, url: `/api/site${url}`, payload, token });
const adminRow = () => server.db.selectFrom('users').select(['email', 'group_id', 'status']).where('id', '=', ADMIN_ID).executeTakeFirstOrThrow();

describe('an editor of users with nothing else', () => {
  let manager: string;
  beforeAll(async () => {
    manager = await staffWith(server, 'User managers', { USERS: 1 | 2 | 8 | 16 | 32 });
  });

  it("cannot change an administrator's sign-in e-mail to take the account over", async () => {
    const before = await adminRow();
    const reply = await site(manager, 'POST', '/user/update', { userId: ADMIN_ID, fullname: 'Amina Rahman', username: 'attacker@example.org' });
    expect(reply.statusCode).toBe(403);
    // Named by their titles, the first three and how many more.
    expect(reply.json().message).toBe(
      'This user holds permissions you do not hold yourself (Dashboard, Academy courses, Academy chapters and 25 more), so you cannot change their account. Nothing was saved.',
    );
    expect(reply.json().messageCode).toBe('security.userOutranksYou');
    expect(await adminRow()).toEqual(before);
  });

  it('cannot move anyone into the administrators, nor ban, deactivate or move an administrator', async () => {
    const appUser = DEMO_EDITOR.id + 1;
    const promoted = await site(manager, 'POST', '/user/update/security/group', { userId: appUser, groupId: ADMINISTRATORS });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json()).toMatchObject({ messageCode: 'security.beyondOwn', fields: { groupId: expect.stringMatching(/^You cannot grant/) } });
    const moved = await server.db.selectFrom('users').select('group_id').where('id', '=', appUser).executeTakeFirstOrThrow();
    expect(moved.group_id).toBe(APP_USERS_GROUP.id);
    // Nor the content team, which holds what it does not; nor anything of a user who outranks it.
    expect((await site(manager, 'POST', '/user/update/security/group', { userId: appUser, groupId: DEMO_EDITOR.groupId })).statusCode).toBe(403);
    expect((await site(manager, 'POST', '/user/update', { userId: DEMO_EDITOR.id, fullname: 'Someone else', username: DEMO_EDITOR.email })).json().messageCode).toBe('security.userOutranksYou');

    const before = await adminRow();
    for (const [url, payload] of [
      ['/user/ban', { userId: ADMIN_ID, reason: 'Gone' }],
      [`/user/disable/?id=${ADMIN_ID}`, undefined],
      [`/user/enable/?id=${ADMIN_ID}`, undefined],
      ['/user/update/security/group', { userId: ADMIN_ID, groupId: VIEWERS }],
    ] as const) {
      const reply = await site(manager, 'POST', url, payload);
      expect(reply.statusCode, url).toBe(403);
      expect(reply.json().messageCode, url).toBe('security.userOutranksYou');
    }
    expect(await adminRow()).toEqual(before);
  });

  it('still manages the users it does not outrank, and is offered only the groups it may give', async () => {
    const banned = await site(manager, 'POST', '/user/ban', { userId: DEMO_EDITOR.id + 1, reason: 'Spam' });
    expect(banned.statusCode).toBe(200);
    expect((await site(manager, 'POST', `/user/enable/?id=${DEMO_EDITOR.id + 1}`)).statusCode).toBe(200);
    const groups = usersContract.userSecurityGroups.reply.parse((await site(manager, 'GET', '/user/security-groups')).json());
    expect(groups.map((group) => group.title)).toEqual(expect.arrayContaining(['App users', 'User managers']));
    expect(groups.map((group) => group.title)).not.toContain('Administrators');
    expect(groups.map((group) => group.title)).not.toContain('Viewers');
  });

  it('sees which users outrank it in the list', async () => {
    const page = usersContract.users.calls.list.reply.parse((await site(manager, 'POST', '/user/list', { pageno: 1, limitCount: 100, firstIndex: -2, keyword: '' })).json());
    const outranking = new Set(page.content.filter((user) => user.outranksYou).map((user) => user.username));
    expect(outranking).toContain('admin@example.com');
    expect(outranking).toContain('viewer@example.com');
    expect(outranking).toContain(DEMO_EDITOR.email);
    const appUser = page.content.find((user) => user.groupName === 'App users')!;
    expect(appUser.outranksYou).toBe(false);
  });
});

describe('an editor of security without ALL on it', () => {
  let editor: string;
  let profileId: number;
  beforeAll(async () => {
    editor = await staffWith(server, 'Security editors', { SECURITY: EDITING });
    const row = await server.db
      .selectFrom('security_profiles')
      .select('id')
      .where('name', '=', 'Security editors')
      .executeTakeFirstOrThrow();
    profileId = Number(row.id);
  });

  it('cannot raise its own profile to ALL everywhere', async () => {
    const settings = SECURITY_POINTS.map((point) => ({ securityPointId: point.id, permission: 127 }));
    const reply = await site(editor, 'POST', '/security/profile/update', { profileId, profileName: 'Security editors', settings });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ messageCode: 'security.beyondOwn', fields: { settings: expect.stringContaining('and 25 more') } });
    // Nor one bit beyond what it holds.
    const oneBit = await site(editor, 'POST', '/security/profile/update', { profileId, profileName: 'Security editors', settings: [{ securityPointId: pointId('SECURITY'), permission: EDITING | 16 }] });
    expect(oneBit.statusCode).toBe(403);
    const stored = await server.db.selectFrom('profile_permissions').select(['point_id', 'value']).where('profile_id', '=', profileId).execute();
    expect(stored).toEqual([{ point_id: pointId('SECURITY'), value: EDITING }]);
  });

  it('cannot create a stronger profile or group, nor point its own group at the administrators profile', async () => {
    const created = await site(editor, 'POST', '/security/profile/create', { profileName: 'Shadow', settings: [{ securityPointId: pointId('USERS'), permission: 127 }] });
    expect(created.statusCode).toBe(403);
    const group = await server.db.selectFrom('users as u').select('u.group_id').innerJoin('auth_tokens as t', 't.user_id', 'u.id').where('t.token_hash', '=', hashToken(editor)).executeTakeFirstOrThrow();
    const repointed = await site(editor, 'POST', '/security/group/update', { groupId: group.group_id, title: 'Security editors', notes: '', profileId: ADMINISTRATORS });
    expect(repointed.statusCode).toBe(403);
    expect(repointed.json()).toMatchObject({ messageCode: 'security.beyondOwn', fields: { profileId: expect.any(String) } });
    const newGroup = await site(editor, 'POST', '/security/group/create', { title: 'Shadow admins', notes: '', profileId: ADMINISTRATORS });
    expect(newGroup.statusCode).toBe(403);
    // Within what it holds, it works.
    const weaker = await site(editor, 'POST', '/security/profile/create', { profileName: 'Readers of security', settings: [{ securityPointId: pointId('SECURITY'), permission: 1 | 2 }] });
    expect(weaker.statusCode).toBe(200);
  });

  it('can neither change nor weaken the administrators profile and group, nor a stronger profile', async () => {
    const administrators = securityContract.securityProfile.parse((await site(editor, 'GET', `/security/profile/find?profileId=${ADMINISTRATORS}`)).json());
    const weakened = await site(editor, 'POST', '/security/profile/update', { ...administrators, settings: [] });
    expect(weakened.statusCode).toBe(403);
    expect(weakened.json().messageCode).toBe('security.administratorsOnly');
    const renamed = await site(editor, 'POST', '/security/group/update', { groupId: ADMINISTRATORS, title: 'Nobody', notes: '', profileId: VIEWERS });
    expect(renamed.statusCode).toBe(403);
    const content = securityContract.securityProfile.parse((await site(editor, 'GET', '/security/profile/find?profileId=3')).json());
    const stripped = await site(editor, 'POST', '/security/profile/update', { ...content, settings: [] });
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json().messageCode).toBe('security.strongerThanYou');
    expect(securityContract.securityProfile.parse((await site(editor, 'GET', '/security/profile/find?profileId=3')).json())).toEqual(content);
  });
});

describe("a change of a user's sign-in e-mail", () => {
  it("ends the user's sessions and unused reset links, and tells the old address in a sealed mail", async () => {
    const admin = await server.tokenOf('admin');
    const signedIn = await server.login(DEMO_EDITOR.email, DEMO_EDITOR.password);
    const token = String(signedIn.headers['x-auth-token']);
    const resetToken = newToken();
    const now = server.now();
    await server.db.insertInto('password_resets').values({ token_hash: hashToken(resetToken), user_id: DEMO_EDITOR.id, created_at: now, expires_at: now + 3_600_000, used_at: null }).execute();

    const reply = await site(admin, 'POST', '/user/update', { userId: DEMO_EDITOR.id, fullname: 'Ruqayyah Anwar', username: 'ruqayyah@example.com' });
    expect(reply.statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    const reset = await server.call({ method: 'POST', url: '/api/auth/forgot', payload: { token: resetToken, password: 'Another!2345', rePassword: 'Another!2345' } });
    expect(reset.statusCode).toBe(400);
    const mails = await server.db.selectFrom('outbox').selectAll().where('mail_to', '=', DEMO_EDITOR.email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your back-office sign-in e-mail was changed');
    expect(mails[0]!.body).not.toContain('changed');
    expect(unseal(mails[0]!.body, TEST_SECRET, 'outbox')).toContain('signed out everywhere');

    // A change of the name alone is no change of identity.
    const again = await server.login('ruqayyah@example.com', DEMO_EDITOR.password);
    expect(again.statusCode).toBe(200);
    expect((await site(admin, 'POST', '/user/update', { userId: DEMO_EDITOR.id, fullname: 'Ruqayyah A.', username: 'ruqayyah@example.com' })).statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/auth/me', token: String(again.headers['x-auth-token']) })).statusCode).toBe(200);
    await site(admin, 'POST', '/user/update', { userId: DEMO_EDITOR.id, fullname: 'Ruqayyah Anwar', username: DEMO_EDITOR.email });
  });
});

describe('someone active always manages security', () => {
  it('refuses lowering the only active holders of ALL on SECURITY through their group or profile', async () => {
    const admin = await server.tokenOf('admin');
    const moved = await site(admin, 'POST', '/security/group/update', { groupId: ADMINISTRATORS, title: 'Administrators', notes: '', profileId: VIEWERS });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(GRANT_MESSAGES.nobodyInCharge);
    const administrators = securityContract.securityProfile.parse((await site(admin, 'GET', `/security/profile/find?profileId=${ADMINISTRATORS}`)).json());
    const lowered = await site(admin, 'POST', '/security/profile/update', {
      ...administrators,
      settings: administrators.settings.map((setting) => (setting.securityPointId === pointId('SECURITY') ? { ...setting, permission: 63 } : setting)),
    });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json().fields).toEqual({ settings: GRANT_MESSAGES.nobodyInCharge });
  });
});
