import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityContract } from '@/shared/api/contract';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: object, account: DemoAccount = 'admin') =>
  server.call({ method, url: `/api/site${url}`, payload, token: await server.tokenOf(account) });
/** The spec's `GET security/group/list`, its paging in the query. */
const listUrl = (keyword = '') => `/security/group/list?pageno=1&limitCount=25&firstIndex=-2&keyword=${encodeURIComponent(keyword)}`;
const CONTENT_TEAM = 3;
const VIEWERS = 15;

describe('the security group list', () => {
  it("answers each group with its notes and its profile's name", async () => {
    const reply = await call('GET', listUrl());
    expect(reply.statusCode).toBe(200);
    const page = securityContract.securityGroups.calls.list.reply.parse(reply.json());
    expect(page.content.find((group) => group.groupId === CONTENT_TEAM)).toEqual({ groupId: 3, title: 'Content team', notes: '', profileId: 3, profileName: 'Content team' });
    const found = (await call('GET', listUrl('moder'))).json();
    expect(found.content.map((group: { title: string }) => group.title)).toEqual(['Moderators']);
  });

  it('refuses paging that is not a number, and a find without its groupId, with 400', async () => {
    expect((await call('GET', '/security/group/list?pageno=first&limitCount=25')).statusCode).toBe(400);
    expect((await call('GET', `/security/group/find?id=${CONTENT_TEAM}`)).statusCode).toBe(400);
  });

  it('is checked on the SECURITY point', async () => {
    expect((await call('GET', listUrl(), undefined, 'content')).statusCode).toBe(403);
    expect((await call('POST', '/security/group/create', { title: 'Mine', notes: '', profileId: 1 }, 'content')).statusCode).toBe(403);
    expect((await call('POST', '/security/group/create', { title: 'Mine', notes: '', profileId: 1 }, 'viewer')).statusCode).toBe(403);
    expect((await call('GET', `/security/group/find?groupId=${CONTENT_TEAM}`, undefined, 'viewer')).statusCode).toBe(200);
  });
});

describe('saving a security group', () => {
  it("asks for the spec's name and a profile that exists", async () => {
    const empty = await call('POST', '/security/group/create', { title: ' ', notes: '', profileId: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ title: 'Please enter group name' });
    const unknown = await call('POST', '/security/group/create', { title: 'Orphans', notes: '', profileId: 9999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ profileId: 'This security profile does not exist.' });
  });

  it('keeps title, notes and profile, with a history of who changed what', async () => {
    const created = await call('POST', '/security/group/create', { title: 'Translators', notes: 'Urdu and Arabic', profileId: CONTENT_TEAM });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Record added successfully!', data: { title: 'Translators', notes: 'Urdu and Arabic', profileName: 'Content team' } });
    const { groupId } = created.json().data;
    const updated = await call('POST', '/security/group/update', { groupId, title: 'Translators', notes: 'Urdu only', profileId: VIEWERS });
    expect(updated.json()).toMatchObject({ message: 'Record updated successfully!', data: { groupId, notes: 'Urdu only', profileId: VIEWERS, profileName: 'Viewers' } });
    const history = (await call('GET', `/security/group/history?id=${groupId}`)).json();
    expect(history.content[0]).toMatchObject({
      action: 'updated',
      userName: 'Amina Rahman',
      changes: [
        { field: 'notes', from: 'Urdu and Arabic', to: 'Urdu only' },
        { field: 'profileId', from: CONTENT_TEAM, to: VIEWERS },
        { field: 'profileName', from: 'Content team', to: 'Viewers' },
      ],
    });
  });

  it("moves the group's users to the new profile's permissions on their next call", async () => {
    const content = await server.tokenOf('content');
    const tags = () => server.call({ method: 'POST', url: '/api/site/blog-tag/list', payload: { pageno: 1, limitCount: 25, firstIndex: -2, keyword: '' }, token: content });
    expect((await tags()).statusCode).toBe(200);
    const moderators = 7;
    expect((await call('POST', '/security/group/update', { groupId: CONTENT_TEAM, title: 'Content team', notes: '', profileId: moderators })).statusCode).toBe(200);
    expect((await tags()).statusCode).toBe(403);
    expect((await call('POST', '/security/group/update', { groupId: CONTENT_TEAM, title: 'Content team', notes: '', profileId: CONTENT_TEAM })).statusCode).toBe(200);
    expect((await tags()).statusCode).toBe(200);
  });
});

describe('moving the administrators', () => {
  const ADMINISTRATORS = 1;

  it('refuses a change that would leave no active user with ALL on the security point, and keeps the group as it was', async () => {
    const before = (await call('GET', `/security/group/find?groupId=${ADMINISTRATORS}`)).json();
    const moved = await call('POST', '/security/group/update', { groupId: ADMINISTRATORS, title: before.title, notes: 'moved', profileId: VIEWERS });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ message: securityContract.GRANT_MESSAGES.nobodyInCharge, messageCode: 'security.nobodyInCharge' });
    expect((await call('GET', `/security/group/find?groupId=${ADMINISTRATORS}`)).json()).toEqual(before);
    // The administrator still manages security.
    expect((await call('GET', listUrl())).statusCode).toBe(200);
  });
});
