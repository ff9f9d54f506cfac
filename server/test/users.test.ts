import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { APP_USERS_GROUP, DEMO_EDITOR } from '../services/users/seed';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { USER_MESSAGES: M, users } = usersContract;
const ADMIN_ID = 1;
const VIEWERS_GROUP = 15;
const CONTENT_GROUP = 3;
const USERS_POINT_ID = 11;

type Method = 'GET' | 'POST';
async function as(who: DemoAccount | string, method: Method, url: string, payload?: unknown) {
  const token = who in { admin: 1, content: 1, moderator: 1, instructor: 1, viewer: 1, newstaff: 1 } ? await server.tokenOf(who as DemoAccount) : who;
  return server.call({ method, url: `/api/site${url}`, payload: payload as object, token });
}
const listBody = (filters: object = {}) => ({ keyword: '', limitCount: 25, firstIndex: -2, pageno: 1, ...filters });
const list = async (filters: object = {}) => users.calls.list.reply.parse((await as('admin', 'POST', '/user/list', listBody(filters))).json());
const find = async (id: number) => users.calls.find.reply.parse((await as('admin', 'GET', `/user/find?id=${id}`)).json());
const historyOf = async (id: number) => (await as('admin', 'GET', `/user/history?id=${id}`)).json().content as { userName: string; changes: { field: string; from: unknown; to: unknown }[] }[];

/** A fresh sign-in of the demo editor (content team), whose sessions the actions end. */
async function editorToken(): Promise<string> {
  const reply = await server.login(DEMO_EDITOR.email, DEMO_EDITOR.password);
  expect(reply.statusCode, reply.body).toBe(200);
  return String(reply.headers['x-auth-token']);
}
const me = (token: string) => server.call({ method: 'GET', url: '/api/auth/me', token });

/** Gives the viewers' profile `value` on USERS for the length of `run`. */
async function withViewerBits(value: number, run: () => Promise<void>) {
  const where = (query: ReturnType<typeof server.db.updateTable<'profile_permissions'>>) => query.where('profile_id', '=', VIEWERS_GROUP).where('point_id', '=', USERS_POINT_ID);
  await where(server.db.updateTable('profile_permissions').set({ value })).execute();
  try {
    await run();
  } finally {
    await where(server.db.updateTable('profile_permissions').set({ value: PERMISSION_BITS.list | PERMISSION_BITS.view })).execute();
  }
}

describe('users', () => {
  it('lists 25 a page, newest first, with the group name and login type bits', async () => {
    const page = await list();
    expect(page.content).toHaveLength(25);
    expect(page.totalRecords).toBeGreaterThanOrEqual(70);
    const ids = page.content.map((user) => user.userId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list({ pageno: 2 });
    expect(second.content[0]!.userId).toBeLessThan(ids.at(-1)!);
    const editor = (await list({ userId: DEMO_EDITOR.id })).content;
    expect(editor).toEqual([expect.objectContaining({ userId: DEMO_EDITOR.id, username: DEMO_EDITOR.email, groupId: CONTENT_GROUP, groupName: 'Content team', status: 1, loginType: 1 })]);
    const loginTypes = new Set((await list({ limitCount: 100 })).content.map((user) => user.loginType));
    for (const bit of [1, 2, 4, 8, 16]) expect(loginTypes.has(bit), `login type ${bit}`).toBe(true);
  });

  it('filters by status (0 is Pending, absent or null every status), by e-mail and by user id', async () => {
    for (const status of [0, 1, 2, 3] as const) {
      const page = await list({ status, limitCount: 100 });
      expect(page.totalRecords, `status ${status}`).toBeGreaterThan(0);
      expect(page.content.every((user) => user.status === status)).toBe(true);
    }
    const banned = await list({ status: 3 });
    expect(banned.content.every((user) => user.reason)).toBe(true);
    expect((await list({ status: null })).totalRecords).toBe((await list()).totalRecords);
    const byEmail = await list({ email: 'EDITOR@' });
    expect(byEmail.content.map((user) => user.userId)).toEqual([DEMO_EDITOR.id]);
    expect((await list({ keyword: 'editor@example' })).content.map((user) => user.userId)).toEqual([DEMO_EDITOR.id]);
    expect((await list({ userId: 999_999 })).totalRecords).toBe(0);
  });

  it('edits the name and username, keeps the e-mail lower-cased, and records who changed what in the history', async () => {
    const id = DEMO_EDITOR.id + 3;
    const before = await find(id);
    const reply = await as('admin', 'POST', '/user/update', { userId: id, fullname: 'Hafsa Renamed', username: 'Hafsa.Renamed@Example.com' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: 'Record updated successfully!', data: { fullname: 'Hafsa Renamed', username: 'hafsa.renamed@example.com' } });
    const [latest] = await historyOf(id);
    expect(latest!.userName).toBe('Amina Rahman');
    expect(latest!.changes).toEqual(
      expect.arrayContaining([
        { field: 'fullname', from: before.fullname, to: 'Hafsa Renamed' },
        { field: 'username', from: before.username, to: 'hafsa.renamed@example.com' },
      ]),
    );
  });

  it("refuses the form's bad input with the spec's words (400), a taken username (409) and an unknown user (404)", async () => {
    const id = DEMO_EDITOR.id + 4;
    const empty = await as('admin', 'POST', '/user/update', { userId: id, fullname: ' ', username: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ fullname: M.name, username: M.username });
    const notEmail = await as('admin', 'POST', '/user/update', { userId: id, fullname: 'A', username: 'not an address' });
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json().fields).toMatchObject({ username: M.usernameNotEmail });
    const taken = await as('admin', 'POST', '/user/update', { userId: id, fullname: 'A', username: 'ADMIN@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.usernameTaken);
    const missing = await as('admin', 'POST', '/user/update', { userId: 999_999, fullname: 'A', username: 'a@example.com' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    expect((await as('admin', 'GET', '/user/find?id=999999')).statusCode).toBe(404);
  });

  it('answers 400, never 500, to malformed lists and actions', async () => {
    const bad = [
      ['POST', '/user/list', listBody({ status: 7 })],
      ['POST', '/user/list', listBody({ status: 'active' })],
      ['POST', '/user/list', listBody({ userId: 'abc' })],
      ['POST', '/user/list', listBody({ email: 5 })],
      ['POST', '/user/enable/?id=abc', undefined],
      ['POST', '/user/enable/', undefined],
      ['POST', '/user/ban', { userId: DEMO_EDITOR.id + 5 }],
      ['POST', '/user/ban', { userId: DEMO_EDITOR.id + 5, reason: '   ' }],
      ['POST', '/user/ban', { userId: DEMO_EDITOR.id + 5, reason: 'x'.repeat(501) }],
      ['POST', '/user/ban', { userId: 'me', reason: 'spam' }],
      ['POST', '/user/ban', { reason: 'spam' }],
      ['POST', '/user/ban', []],
      ['POST', '/user/update/security/group', { userId: DEMO_EDITOR.id + 5 }],
      ['POST', '/user/update/security/group', { userId: DEMO_EDITOR.id + 5, groupId: -1 }],
      ['GET', '/user/find?id=0', undefined],
    ] as const;
    for (const [method, url, payload] of bad) {
      const reply = await as('admin', method, url, payload);
      expect(reply.statusCode, `${url} ${JSON.stringify(payload)}: ${reply.body}`).toBe(400);
    }
    const text = await as('admin', 'POST', '/user/list', 'not json');
    expect(text.statusCode).toBe(415);
    const noReason = await as('admin', 'POST', '/user/ban', { userId: DEMO_EDITOR.id + 5, reason: '' });
    expect(noReason.json().fields).toMatchObject({ reason: M.banReason });
    const noGroup = await as('admin', 'POST', '/user/update/security/group', { userId: DEMO_EDITOR.id + 5, groupId: 999 });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().message).toBe(M.groupNotFound);
    expect((await find(DEMO_EDITOR.id + 5)).status).not.toBe(3);
  });

  it('deactivates a user, whose sessions end at once, and activates them again', async () => {
    const token = await editorToken();
    expect((await me(token)).statusCode).toBe(200);
    const reply = await as('admin', 'POST', `/user/disable/?id=${DEMO_EDITOR.id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: 'Status updated successfully', data: { status: 2 } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await server.login(DEMO_EDITOR.email, DEMO_EDITOR.password)).statusCode).toBe(403);

    const activated = await as('admin', 'POST', `/user/enable/?id=${DEMO_EDITOR.id}`);
    expect(activated.json()).toMatchObject({ message: 'Status updated successfully', data: { status: 1, reason: null } });
    // The ended session stays ended; a new sign-in works.
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(await editorToken())).statusCode).toBe(200);
    expect((await historyOf(DEMO_EDITOR.id)).slice(0, 2).map((entry) => entry.changes)).toEqual([
      [{ field: 'status', from: 2, to: 1 }],
      [{ field: 'status', from: 1, to: 2 }],
    ]);
  });

  it("bans a user with a reason: the user's next call answers 401 and signing in is refused", async () => {
    const token = await editorToken();
    const reply = await as('admin', 'POST', '/user/ban', { userId: DEMO_EDITOR.id, reason: 'Shared the account with others.' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: 'User ban successfully', data: { status: 3, reason: 'Shared the account with others.' } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await server.call({ method: 'POST', url: '/api/site/blog-tag/list', payload: listBody(), token })).statusCode).toBe(401);
    const signIn = await server.login(DEMO_EDITOR.email, DEMO_EDITOR.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('Your account has been locked by an administrator.');
    const revoked = await server.db.selectFrom('auth_tokens').select('revoked_at').where('user_id', '=', DEMO_EDITOR.id).execute();
    expect(revoked.every((row) => row.revoked_at !== null)).toBe(true);
    expect((await historyOf(DEMO_EDITOR.id))[0]!.changes).toEqual([
      { field: 'status', from: 1, to: 3 },
      { field: 'reason', from: null, to: 'Shared the account with others.' },
    ]);
    await as('admin', 'POST', `/user/enable/?id=${DEMO_EDITOR.id}`);
    expect((await find(DEMO_EDITOR.id)).reason).toBeNull();
  });

  it("moves a user to another group, whose next call has the new group's permissions", async () => {
    const token = await editorToken();
    const tag = { name: 'Moved users', slug: '' };
    expect((await server.call({ method: 'POST', url: '/api/site/blog-tag/save', payload: tag, token })).statusCode).toBe(200);
    const reply = await as('admin', 'POST', '/user/update/security/group', { userId: DEMO_EDITOR.id, groupId: VIEWERS_GROUP });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ message: M.groupMoved, data: { groupId: VIEWERS_GROUP, groupName: 'Viewers' } });
    expect((await me(token)).json()).toMatchObject({ groupId: VIEWERS_GROUP });
    expect((await server.call({ method: 'POST', url: '/api/site/blog-tag/save', payload: { name: 'Again', slug: '' }, token })).statusCode).toBe(403);
    expect((await historyOf(DEMO_EDITOR.id))[0]!.changes).toEqual([
      { field: 'groupId', from: CONTENT_GROUP, to: VIEWERS_GROUP },
      { field: 'groupName', from: 'Content team', to: 'Viewers' },
    ]);
    await as('admin', 'POST', '/user/update/security/group', { userId: DEMO_EDITOR.id, groupId: CONTENT_GROUP });
  });

  it('refuses to deactivate, ban or move oneself, and changes nothing', async () => {
    const historyBefore = (await historyOf(ADMIN_ID)).length;
    const refusals = [
      ['/user/disable/?id=1', undefined, M.ownDeactivate],
      ['/user/ban', { userId: ADMIN_ID, reason: 'Testing' }, M.ownBan],
      ['/user/update/security/group', { userId: ADMIN_ID, groupId: VIEWERS_GROUP }, M.ownGroup],
    ] as const;
    for (const [url, payload, message] of refusals) {
      const reply = await as('admin', 'POST', url, payload);
      expect(reply.statusCode, url).toBe(403);
      expect(reply.json().message).toBe(message);
    }
    expect(await find(ADMIN_ID)).toMatchObject({ status: 1, groupId: 1, reason: null });
    expect(await historyOf(ADMIN_ID)).toHaveLength(historyBefore);
    expect((await as('admin', 'GET', '/user/find?id=1')).statusCode).toBe(200);
  });

  it('answers 403 without the matching bit on USERS: edit for the form and the group, perform to activate or deactivate, delete to ban', async () => {
    const target = DEMO_EDITOR.id + 6;
    const calls = [
      ['/user/update', { userId: target, fullname: 'X', username: 'x@example.com' }],
      ['/user/enable/?id=' + target, undefined],
      ['/user/disable/?id=' + target, undefined],
      ['/user/ban', { userId: target, reason: 'Spam' }],
      ['/user/update/security/group', { userId: target, groupId: VIEWERS_GROUP }],
    ] as const;
    for (const [url, payload] of calls) {
      const reply = await as('viewer', 'POST', url, payload);
      expect(reply.statusCode, url).toBe(403);
    }
    expect((await as('viewer', 'POST', '/user/list', listBody())).statusCode).toBe(200);
    expect((await as('viewer', 'GET', '/user/security-groups')).statusCode).toBe(403);
    expect((await as('content', 'POST', '/user/list', listBody())).statusCode).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/site/user/list', payload: listBody() })).statusCode).toBe(401);

    await withViewerBits(PERMISSION_BITS.list | PERMISSION_BITS.view | PERMISSION_BITS.perform, async () => {
      expect((await as('viewer', 'POST', `/user/disable/?id=${target}`)).statusCode).toBe(200);
      expect((await as('viewer', 'POST', `/user/enable/?id=${target}`)).statusCode).toBe(200);
      expect((await as('viewer', 'POST', '/user/ban', { userId: target, reason: 'Spam' })).statusCode).toBe(403);
    });
    await withViewerBits(PERMISSION_BITS.list | PERMISSION_BITS.delete, async () => {
      expect((await as('viewer', 'POST', '/user/ban', { userId: target, reason: 'Spam' })).statusCode).toBe(200);
      expect((await as('viewer', 'POST', `/user/enable/?id=${target}`)).statusCode).toBe(403);
    });
  });

  it('offers every security group to the group picker', async () => {
    const reply = await as('admin', 'GET', '/user/security-groups');
    expect(reply.statusCode).toBe(200);
    const groups = usersContract.userSecurityGroups.reply.parse(reply.json());
    expect(groups).toEqual(expect.arrayContaining([{ groupId: 1, title: 'Administrators' }, { groupId: APP_USERS_GROUP.id, title: APP_USERS_GROUP.name }]));
  });
});
