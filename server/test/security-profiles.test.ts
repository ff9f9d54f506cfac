import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityContract } from '@/shared/api/contract';
import { SECURITY_POINTS } from '@/shared/lib/permissions';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ADMINISTRATORS = 1;
const CONTENT_TEAM = 3;
const pointId = (key: string) => SECURITY_POINTS.find((point) => point.key === key)!.id;
const SECURITY = pointId('SECURITY');
const TAGS = pointId('TAGS');
type Setting = securityContract.ProfileSetting;

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, account: DemoAccount = 'admin') =>
  server.call({ method, url: `/api/site${url}`, payload, token: await server.tokenOf(account) });
const find = async (profileId: number) => securityContract.securityProfile.parse((await call('GET', `/security/profile/find?profileId=${profileId}`)).json());
const update = (profile: { profileId: number; profileName: string; settings: Setting[] }, account: DemoAccount = 'admin') =>
  call('POST', '/security/profile/update', profile, account);
const withValue = (settings: Setting[], point: number, permission: number) =>
  settings.map((setting) => (setting.securityPointId === point ? { ...setting, permission } : setting));

describe('the security profile list', () => {
  it('answers each profile with its settings, a value per point it names', async () => {
    const reply = await call('GET', '/security/profile/list?pageno=1&limitCount=25&firstIndex=-2&keyword=');
    expect(reply.statusCode).toBe(200);
    const page = securityContract.securityProfiles.calls.list.reply.parse(reply.json());
    const administrators = page.content.find((profile) => profile.profileId === ADMINISTRATORS)!;
    expect(administrators.settings).toHaveLength(SECURITY_POINTS.length);
    expect(administrators.settings.every((setting) => setting.permission === 127)).toBe(true);
    const content = page.content.find((profile) => profile.profileId === CONTENT_TEAM)!;
    expect(content.settings.find((setting) => setting.securityPointId === TAGS)?.permission).toBe(127);
    expect(content.settings.some((setting) => setting.securityPointId === SECURITY)).toBe(false);
  });

  it('is checked on the SECURITY point: no bits, no list; list and view, no changes', async () => {
    expect((await call('GET', '/security/profile/list?pageno=1&limitCount=25', undefined, 'content')).statusCode).toBe(403);
    expect((await call('GET', '/security/profile/list?pageno=1&limitCount=25', undefined, 'viewer')).statusCode).toBe(200);
    expect((await call('GET', `/security/profile/find?profileId=${CONTENT_TEAM}`, undefined, 'viewer')).statusCode).toBe(200);
    const refused = await call('POST', '/security/profile/create', { profileName: 'Sneaky', settings: [{ securityPointId: SECURITY, permission: 127 }] }, 'viewer');
    expect(refused.statusCode).toBe(403);
    const profile = await find(CONTENT_TEAM);
    expect((await update({ ...profile, profileName: 'Renamed' }, 'viewer')).statusCode).toBe(403);
  });
});

describe('saving a security profile', () => {
  it("asks for the spec's name, and refuses values that are not bits and points that do not exist", async () => {
    const empty = await call('POST', '/security/profile/create', { profileName: ' ', settings: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ profileName: 'Enter valid profile name' });
    for (const permission of [128, 64, -1, 1.5]) {
      const reply = await call('POST', '/security/profile/create', { profileName: 'Odd', settings: [{ securityPointId: TAGS, permission }] });
      expect(reply.statusCode, String(permission)).toBe(400);
    }
    const unknown = await call('POST', '/security/profile/create', { profileName: 'Odd', settings: [{ securityPointId: 9999, permission: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('A security point of this profile does not exist.');
    const twice = await call('POST', '/security/profile/create', {
      profileName: 'Odd',
      settings: [{ securityPointId: TAGS, permission: 1 }, { securityPointId: TAGS, permission: 2 }],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('keeps the matrix, and records each point changed from what to what in the history', async () => {
    const created = await call('POST', '/security/profile/create', {
      profileName: 'Editors',
      settings: [
        { securityPointId: TAGS, permission: 127 },
        { securityPointId: pointId('ARTICLES'), permission: 1 | 2 | 8 },
      ],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: 'Record added successfully!' });
    const { profileId } = created.json().data;
    const profile = await find(profileId);
    expect(profile.settings).toEqual([
      { securityPointId: pointId('ARTICLES'), permission: 11 },
      { securityPointId: TAGS, permission: 127 },
    ]);

    const updated = await update({ ...profile, settings: withValue(profile.settings, TAGS, 1 | 2 | 4 | 8) });
    expect(updated.json()).toMatchObject({ message: 'Record updated successfully!' });
    const history = (await call('GET', `/security/profile/history?id=${profileId}`)).json();
    expect(history.content.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
    expect(history.content[0]).toMatchObject({ userName: 'Amina Rahman', changes: [{ field: 'Blog tags', from: 'ALL', to: 'list, view, add, edit' }] });
    expect(history.content[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'profileName', from: null, to: 'Editors' },
        { field: 'Blog articles', from: null, to: 'list, view, edit' },
      ]),
    );
  });
});

describe('a change to a profile', () => {
  it("takes effect on the next call of the profile's users: the content manager's delete answers 403 once delete is removed", async () => {
    const content = await server.tokenOf('content');
    const tag = async (name: string) =>
      (await server.call({ method: 'POST', url: '/api/site/blog-tag/save', payload: { name }, token: content })).json().data.tagId as number;
    const remove = (tagId: number) => server.call({ method: 'DELETE', url: `/api/site/blog-tag/delete?id=${tagId}`, token: content });

    expect((await remove(await tag('Before the change'))).statusCode).toBe(200);

    const profile = await find(CONTENT_TEAM);
    const saved = await update({ ...profile, settings: withValue(profile.settings, TAGS, 1 | 2 | 4 | 8 | 32) });
    expect(saved.statusCode).toBe(200);

    // The same session, signed in before the change.
    const kept = await tag('After the change');
    const refused = await remove(kept);
    expect(refused.statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: `/api/site/blog-tag/find?id=${kept}`, token: content })).statusCode).toBe(200);

    // And back: the next call is allowed again.
    await update({ ...profile });
    expect((await remove(kept)).statusCode).toBe(200);
  });
});

describe('the last ALL on the SECURITY point', () => {
  it('cannot be taken from the last profile holding it; nothing of the change is saved', async () => {
    const administrators = await find(ADMINISTRATORS);
    const refused = await update({
      profileId: ADMINISTRATORS,
      profileName: 'Administrators (renamed)',
      settings: withValue(withValue(administrators.settings, SECURITY, 1 | 2 | 4 | 8), TAGS, 1),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: securityContract.GRANT_MESSAGES.nobodyInCharge,
      fields: { settings: securityContract.GRANT_MESSAGES.nobodyInCharge },
    });
    expect(await find(ADMINISTRATORS)).toEqual(administrators);
    // Leaving the point out of the profile is losing ALL too.
    const leftOut = await update({ ...administrators, settings: administrators.settings.filter((setting) => setting.securityPointId !== SECURITY) });
    expect(leftOut.statusCode).toBe(409);
    const history = (await call('GET', `/security/profile/history?id=${ADMINISTRATORS}`)).json();
    expect(history.content).toEqual([]);
  });

  it('can move once an active user of another profile holds it: a profile nobody active holds does not count', async () => {
    const second = await call('POST', '/security/profile/create', { profileName: 'Security officers', settings: [{ securityPointId: SECURITY, permission: 127 }] });
    expect(second.statusCode).toBe(200);
    const secondId = second.json().data.profileId as number;
    const administrators = await find(ADMINISTRATORS);
    const lower = () => update({ ...administrators, settings: withValue(administrators.settings, SECURITY, 1 | 2 | 4 | 8) });
    expect((await lower()).statusCode).toBe(409);
    // A group of that profile with an active member.
    const group = await call('POST', '/security/group/create', { title: 'Security officers', notes: '', profileId: secondId });
    expect(group.statusCode).toBe(200);
    const officer = await server.db.selectFrom('users').select(['id', 'group_id']).where('email', '=', 'viewer@example.com').executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ group_id: group.json().data.groupId }).where('id', '=', officer.id).execute();
    expect((await lower()).statusCode).toBe(200);
    // The administrators now hold less than the officers on SECURITY: they can neither change the officers'
    // profile nor give themselves ALL back.
    const refused = await update({ profileId: secondId, profileName: 'Security officers', settings: [{ securityPointId: SECURITY, permission: 63 }] });
    expect(refused.statusCode).toBe(403);
    expect((await update(administrators)).statusCode).toBe(403);
    // Put back as it was, for the other tests.
    await server.db.updateTable('profile_permissions').set({ value: 127 }).where('profile_id', '=', ADMINISTRATORS).where('point_id', '=', SECURITY).execute();
    await server.db.updateTable('users').set({ group_id: officer.group_id }).where('id', '=', officer.id).execute();
  });
});
