import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract, uploadsContract } from '@/shared/api/contract';
import { refuseOrphans } from '../services/site/community-groups/dependents';
import { ONE_PIXEL_PNG, pathOf, startTestServer, type DemoAccount, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { communityGroups, COMMUNITY_GROUP_MESSAGES: M } = siteContract;
const MB = 1024 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Who = DemoAccount | { token: string };
const tokenOf = async (who: Who) => (typeof who === 'string' ? server.tokenOf(who) : who.token);
const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, who: Who = 'content') =>
  server.call({ method, url: `/api/site${path}`, payload, token: await tokenOf(who) });
const list = (body: object = {}, who?: Who) => call('POST', '/group/list', { limitCount: 25, firstIndex: -2, pageno: 1, ...body }, who);
const save = (body: object, who?: Who) => call('POST', '/group/save', body, who);
const update = (body: object, who?: Who) => call('POST', '/group/update', body, who);

/** A picture uploaded through the site's signed flow: 4 a group picture, 1 a profile picture, 3 a discussion picture. */
async function uploaded(imageCategory: 1 | 3 | 4, bytes: Buffer = ONE_PIXEL_PNG, who: Who = 'content'): Promise<string> {
  const presigned = await call('GET', `/presigned-url?imageCategory=${imageCategory}&imageName=picture.png`, undefined, who);
  expect(presigned.statusCode).toBe(200);
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(presigned.json());
  const put = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  return imageKey;
}

let made = 0;
async function localGroup(extra: object = {}) {
  made += 1;
  return {
    name: `Birmingham Sisters ${made}`,
    slug: `birmingham-sisters-${made}`,
    groupImageKey: await uploaded(4),
    profileImageKey: await uploaded(1),
    localGroup: true,
    latitude: '52.4862',
    longitude: '-1.8904',
    ...extra,
  };
}

describe('the Muslim group list', () => {
  it('lists the eight seeded groups with their pictures, 25 a page, searched by name', async () => {
    const page = communityGroups.calls.list.reply.parse((await list()).json());
    expect(page.totalRecords).toBeGreaterThanOrEqual(8);
    const sisters = page.content.find((group) => group.slug === 'sisters-of-lahore')!;
    expect(sisters).toMatchObject({ localGroup: true, latitude: '31.52040' });
    expect(sisters.groupImageUrl).toMatch(/\/api\/storage\/files\/group-image\//);
    expect(sisters.profileImageUrl).toMatch(/\/api\/storage\/files\/group-profile-image\//);
    const picture = await server.app.inject({ method: 'GET', url: pathOf(sisters.groupImageUrl!) });
    expect(picture.statusCode).toBe(200);
    expect(page.content.find((group) => group.slug === 'quran-memorisers')).toMatchObject({ localGroup: false, profileImageKey: null, profileImageUrl: null });
    const found = (await list({ keyword: 'KARACHI' })).json();
    expect(found.content.map((group: { name: string }) => group.name)).toEqual(['Karachi Youth Circle']);
    expect((await list({ sortField: 'slug' })).statusCode).toBe(400);
  });

  it('finds one group by groupId, and answers 404 with words for an unknown one', async () => {
    const found = await call('GET', '/group/find?groupId=4');
    expect(communityGroups.calls.find.reply.parse(found.json())).toMatchObject({ groupId: 4, name: 'Quran Memorisers' });
    const unknown = await call('GET', '/group/find?groupId=99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
    expect((await call('DELETE', '/group/delete?groupId=99999')).statusCode).toBe(404);
    expect((await update({ ...(await localGroup()), groupId: 99999 })).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses a security group outside the community, whatever bits it holds', async () => {
    // The viewers hold list and view on every point, but are not one of the community's groups.
    expect((await list({}, 'viewer')).statusCode).toBe(403);
    expect((await call('GET', '/group/find?groupId=1', undefined, 'viewer')).statusCode).toBe(403);
    const everyBit = { token: await staffWith(server, 'Community helpers', { LOCAL_COMMUNITY: 0b111111 }) };
    expect((await list({}, everyBit)).statusCode).toBe(403);
    expect((await save(await localGroup(), everyBit)).statusCode).toBe(403);
    expect((await call('GET', '/presigned-url?imageCategory=4&imageName=a.png', undefined, everyBit)).statusCode).toBe(403);
    expect((await call('DELETE', '/group/delete?groupId=5', undefined, everyBit)).statusCode).toBe(403);
  });

  it('refuses a member of the community groups without the bits', async () => {
    // The content team's profile loses its local-community bits for a moment (a session reads them afresh).
    const point = await server.db.selectFrom('security_points').select('id').where('key', '=', 'LOCAL_COMMUNITY').executeTakeFirstOrThrow();
    const group = await server.db.selectFrom('security_groups').select('profile_id').where('id', '=', 3).executeTakeFirstOrThrow();
    const setting = server.db.updateTable('profile_permissions').where('profile_id', '=', group.profile_id).where('point_id', '=', point.id);
    const before = await server.db.selectFrom('profile_permissions').select('value').where('profile_id', '=', group.profile_id).where('point_id', '=', point.id).executeTakeFirstOrThrow();
    await setting.set({ value: 0 }).execute();
    try {
      expect((await list({})).statusCode).toBe(403);
      expect((await save({ name: 'x', slug: 'x', groupImageKey: 'x' })).statusCode).toBe(403);
      expect((await call('DELETE', '/group/delete?groupId=5')).statusCode).toBe(403);
      expect((await call('GET', '/presigned-url?imageCategory=4&imageName=a.png')).statusCode).toBe(403);
    } finally {
      await setting.set({ value: before.value }).execute();
    }
    expect((await list({})).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await server.call({ method: 'POST', url: '/api/site/group/list', payload: {} })).statusCode).toBe(401);
  });
});

describe('adding and changing a group', () => {
  it('adds a local group with both pictures, changes its name, and writes its history', async () => {
    const values = await localGroup({ name: '<script>alert(1)</script> Sisters' });
    const created = await save(values, 'admin');
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Record added successfully!', data: { name: values.name, localGroup: true, groupImageKey: values.groupImageKey, profileImageKey: values.profileImageKey } });
    const groupId = created.json().data.groupId as number;
    // Kept as typed: the screens show it as text.
    const updated = await update({ ...values, name: 'Birmingham Sisters Circle', localGroup: false, groupId }, 'admin');
    expect(updated.statusCode).toBe(200);
    // The checkbox is on the new form only: an update keeps the group local.
    expect(updated.json()).toMatchObject({ message: 'Record updated successfully!', data: { name: 'Birmingham Sisters Circle', localGroup: true, profileImageKey: values.profileImageKey } });
    const history = await call('GET', `/group/history?id=${groupId}`);
    expect(history.json().content.map((change: { action: string }) => change.action)).toEqual(expect.arrayContaining(['created', 'updated']));
  });

  it('keeps a group that is not local without a profile picture or a place', async () => {
    const created = await save({ name: 'Online Tafsir Circle', slug: 'online-tafsir-circle', groupImageKey: await uploaded(4), profileImageKey: await uploaded(1), latitude: '10', longitude: '10' });
    expect(created.json().data).toMatchObject({ localGroup: false, profileImageKey: null, latitude: '', longitude: '' });
  });

  it('edits a seeded group keeping its stored pictures', async () => {
    const seeded = (await call('GET', '/group/find?groupId=1')).json();
    const updated = await update({ ...seeded, name: 'Sisters of Lahore (Gulberg)' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ groupImageKey: seeded.groupImageKey, profileImageKey: seeded.profileImageKey });
  });

  it('refuses missing and too long fields with the spec words', async () => {
    const missing = await save({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ name: M.name, slug: M.slug, groupImageKey: M.groupImage });
    const long = await save(await localGroup({ name: 'n'.repeat(301), slug: 's'.repeat(301) }));
    expect(long.json().fields).toMatchObject({ name: M.nameTooLong, slug: M.slugTooLong });
    expect((await save(await localGroup({ name: 'n'.repeat(300), slug: 's'.repeat(300) }))).statusCode).toBe(200);
  });

  it('refuses a local group without its profile picture', async () => {
    const reply = await save(await localGroup({ profileImageKey: null }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: M.profileImage, fields: { profileImageKey: M.profileImage } });
  });

  it.each([
    ['latitude', '90.5', M.latitude],
    ['latitude', '-91', M.latitude],
    ['latitude', 'north', M.latitude],
    ['longitude', '180.01', M.longitude],
    ['longitude', 'Infinity', M.longitude],
  ])('refuses a %s of %s', async (field, value, message) => {
    const reply = await save(await localGroup({ [field]: value }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields[field]).toBe(message);
  });

  it('refuses a duplicate slug with 409 and words', async () => {
    const reply = await save(await localGroup({ slug: 'karachi-youth-circle' }));
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ message: M.slugTaken, fields: { slug: M.slugTaken } });
  });
});

describe('the pictures a save names', () => {
  it('refuses a key of another category, another record, a file never uploaded, or one not arrived', async () => {
    const discussion = await uploaded(3);
    const profile = await uploaded(1);
    const seeded = (await call('GET', '/group/find?groupId=2')).json();
    const presigned = (await call('GET', '/presigned-url?imageCategory=4&imageName=late.png')).json();
    for (const [groupImageKey, profileImageKey, field] of [
      [discussion, await uploaded(1), 'groupImageKey'],
      [profile, profile, 'groupImageKey'],
      [seeded.groupImageKey, await uploaded(1), 'groupImageKey'],
      ['group-image/00000000-0000-4000-8000-000000000000', await uploaded(1), 'groupImageKey'],
      [presigned.imageKey, await uploaded(1), 'groupImageKey'],
      [await uploaded(4), seeded.profileImageKey, 'profileImageKey'],
      [await uploaded(4), await uploaded(4), 'profileImageKey'],
    ]) {
      const reply = await save(await localGroup({ groupImageKey, profileImageKey }));
      expect(reply.statusCode, `${field} ${groupImageKey} ${profileImageKey}`).toBe(400);
      expect(Object.keys(reply.json().fields)).toEqual([field]);
    }
    // Another group's picture, on an update of a seeded group.
    const own = (await call('GET', '/group/find?groupId=3')).json();
    expect((await update({ ...own, groupImageKey: seeded.groupImageKey })).statusCode).toBe(400);
  });

  it('refuses an upload of 1 MB or more, another type, and an unknown category', async () => {
    const presigned = (await call('GET', '/presigned-url?imageCategory=4&imageName=big.png')).json();
    const big = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(MB)]);
    const put = await server.app.inject({ method: 'PUT', url: pathOf(presigned.url), payload: big, headers: { 'content-type': 'image/png' } });
    expect(put.statusCode).toBe(413);
    expect(put.json().message).toBe('Filesize must be smaller than 1MB!');
    expect((await save(await localGroup({ groupImageKey: presigned.imageKey }))).statusCode).toBe(400);
    const text = (await call('GET', '/presigned-url?imageCategory=1&imageName=notes.txt')).json();
    const wrongType = await server.app.inject({ method: 'PUT', url: pathOf(text.url), payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(wrongType.statusCode).toBe(415);
    for (const query of ['imageCategory=2&imageName=a.png', 'imageCategory=4', 'imageCategory=x&imageName=a.png']) {
      const reply = await call('GET', `/presigned-url?${query}`);
      expect(reply.statusCode, query).toBe(400);
    }
  });
});

describe('deleting a group', () => {
  it('deletes a group nothing names, and writes its history', async () => {
    const created = (await save(await localGroup())).json().data;
    const deleted = await call('DELETE', `/group/delete?groupId=${created.groupId}`);
    expect(deleted.json()).toMatchObject({ message: 'Record deleted successfully!' });
    expect((await call('GET', `/group/find?groupId=${created.groupId}`)).statusCode).toBe(404);
  });

  it('refuses to delete a group that discussions or local events name, with words', async () => {
    await sql`create table test_group_posts (id integer primary key, group_id integer not null)`.execute(server.db);
    await sql`insert into test_group_posts (id, group_id) values (1, 6)`.execute(server.db);
    const dependents = [
      { table: 'test_group_posts', column: 'group_id', message: M.hasDiscussions },
    ];
    await expect(refuseOrphans(server.db, 7, dependents)).resolves.toBeUndefined();
    await expect(refuseOrphans(server.db, 6, dependents)).rejects.toMatchObject({ status: 409, message: M.hasDiscussions });
    await sql`drop table test_group_posts`.execute(server.db);
  });

  it('refuses over the API to delete a group that discussions or local events name', async () => {
    for (const table of ['community_posts', 'local_events']) {
      const { rows } = await sql<{ group_id: number }>`select group_id from ${sql.table(table)} limit 1`.execute(server.db);
      expect(rows, table).toHaveLength(1);
      const reply = await call('DELETE', `/group/delete?groupId=${rows[0]!.group_id}`);
      expect(reply.statusCode, table).toBe(409);
      expect([M.hasDiscussions, M.hasEvents]).toContain(reply.json().message);
      expect((await call('GET', `/group/find?groupId=${rows[0]!.group_id}`)).statusCode).toBe(200);
    }
  });
});
