import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { startTestServer, type DemoAccount, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { localEvents, LOCAL_EVENT_MESSAGES: M } = siteContract;
type LocalEvent = siteContract.LocalEvent;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Token = DemoAccount | { token: string };
const tokenOf = async (who: Token) => (typeof who === 'string' ? server.tokenOf(who) : who.token);
const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, who: Token = 'content', payload?: object) =>
  server.call({ method, url: `/api/site${path}`, payload, token: await tokenOf(who) });
const list = (body: object = {}, who?: Token) => call('POST', '/event/list', who, { limitCount: 10, firstIndex: -2, pageno: 1, ...body });
const find = (id: number, who?: Token) => call('GET', `/event/find?id=${id}`, who);
const markTrending = (id: number, trend: number | string, who?: Token) => call('POST', `/event/mark-trending?id=${id}&trend=${trend}`, who);
const update = (payload: object, who?: Token) => call('POST', '/event/update', who, payload);

/** The record's fields as update sends them. */
function inputOf(event: LocalEvent) {
  const { localCommunityEventId, name, eventDetail, typeId, categoryId, startTime, endTime, timeZone, isRepeating, repeatingInterval, repeatingCount, recurrenceEndTime, latitude, longitude, placeName, placeAddress, externalLink, groupId } = event;
  return { localCommunityEventId, name, eventDetail, typeId, categoryId, startTime, endTime, timeZone, isRepeating, repeatingInterval, repeatingCount, recurrenceEndTime, latitude, longitude, placeName, placeAddress, externalLink, groupId };
}
async function firstEvent(body: object = {}): Promise<LocalEvent> {
  const page = localEvents.calls.list.reply.parse((await list(body)).json());
  return page.content[0]!;
}

describe('the local event list', () => {
  it('lists the demo events 10 a page, by app users, in several groups and time zones', async () => {
    const page = localEvents.calls.list.reply.parse((await list()).json());
    expect(page.content).toHaveLength(10);
    expect(page.totalRecords).toBeGreaterThanOrEqual(28);
    const all = localEvents.calls.list.reply.parse((await list({ limitCount: 100 })).json()).content;
    expect(new Set(all.map((event) => event.groupId)).size).toBe(8);
    expect(new Set(all.map((event) => event.timeZone)).size).toBeGreaterThanOrEqual(5);
    expect(all.some((event) => event.isRepeating && event.repeatingInterval !== null)).toBe(true);
    expect(all.some((event) => event.categoryId === 1 && event.externalLink.startsWith('https://'))).toBe(true);
    expect(all.filter((event) => event.trend === 1).length).toBeGreaterThan(1);
    expect(all.filter((event) => event.reportCount > 0).length).toBeGreaterThan(1);
    expect(all.every((event) => event.createdByName.length > 0)).toBe(true);
  });

  it('searches the decoded name and filters by trend and type', async () => {
    const found = (await list({ keyword: 'tarawih' })).json();
    expect(found.content.map((event: LocalEvent) => event.name)).toEqual(['Tarawih together']);
    expect((await list({ keyword: 'Süleymaniye' })).json().totalRecords).toBe(0);
    expect((await list({ keyword: 'namazı ve' })).json().content.map((event: LocalEvent) => event.name)).toEqual(['Sabah namazı ve kahvaltı']);
    const trending = (await list({ isTrending: 1, limitCount: 100 })).json().content as LocalEvent[];
    expect(trending.length).toBeGreaterThan(0);
    expect(trending.every((event) => event.trend === 1)).toBe(true);
    const notTrending = (await list({ isTrending: 0, limitCount: 100 })).json().content as LocalEvent[];
    expect(notTrending.every((event) => event.trend === 0)).toBe(true);
    const sports = (await list({ typeId: 5, limitCount: 100 })).json().content as LocalEvent[];
    expect(sports.length).toBeGreaterThan(0);
    expect(sports.every((event) => event.typeId === 5)).toBe(true);
  });

  it('filters by group, by words of the author name and by active or not', async () => {
    const toronto = (await list({ communityId: 8, limitCount: 100 })).json().content as LocalEvent[];
    expect(toronto.length).toBeGreaterThan(0);
    expect(toronto.every((event) => event.groupName === 'Toronto Masjid Volunteers')).toBe(true);
    const author = toronto[0]!.createdByName;
    const byAuthor = (await list({ createdByName: author.split(' ')[0]!.toLowerCase(), limitCount: 100 })).json().content as LocalEvent[];
    expect(byAuthor.length).toBeGreaterThan(0);
    expect(byAuthor.every((event) => event.createdByName.toLowerCase().includes(author.split(' ')[0]!.toLowerCase()))).toBe(true);
    const inactive = (await list({ isActive: 0, limitCount: 100 })).json().content as LocalEvent[];
    expect(inactive.length).toBe(1);
    expect(inactive[0]!.isActive).toBe(false);
    expect((await list({ isActive: 1, limitCount: 100 })).json().totalRecords).toBe((await list({ limitCount: 100 })).json().totalRecords - 1);
  });

  it('refuses a trend filter or a type outside the spec with 400', async () => {
    expect((await list({ isActive: false })).statusCode).toBe(400);
    expect((await list({ isTrending: 2 })).statusCode).toBe(400);
    expect((await list({ typeId: 9 })).statusCode).toBe(400);
    expect((await list({ sortField: 'external_link' })).statusCode).toBe(400);
  });
});

describe('who reaches local events', () => {
  it('refuses anyone outside the community groups, whatever bits they hold', async () => {
    const outsider = { token: await staffWith(server, 'Community outsider', { LOCAL_COMMUNITY: PERMISSION_BITS.all }) };
    const event = await firstEvent();
    expect((await list({}, outsider)).statusCode).toBe(403);
    expect((await find(event.localCommunityEventId, outsider)).statusCode).toBe(403);
    expect((await update(inputOf(event), outsider)).statusCode).toBe(403);
    expect((await markTrending(event.localCommunityEventId, 1, outsider)).statusCode).toBe(403);
    expect((await call('DELETE', `/event/delete?id=${event.localCommunityEventId}`, outsider)).statusCode).toBe(403);
    // The viewers' group holds list and view on every point, and is not a community group.
    expect((await list({}, 'viewer')).statusCode).toBe(403);
    expect((await list({}, 'admin')).statusCode).toBe(200);
  });

  it('refuses a member of a community group without the bits of the call', async () => {
    const point = await server.db.selectFrom('security_points').select('id').where('key', '=', 'LOCAL_COMMUNITY').executeTakeFirstOrThrow();
    const group = await server.db.selectFrom('security_groups').select('profile_id').where('id', '=', 3).executeTakeFirstOrThrow();
    const setBits = (value: number) =>
      server.db.updateTable('profile_permissions').set({ value }).where('profile_id', '=', group.profile_id).where('point_id', '=', point.id).execute();
    const event = await firstEvent();
    try {
      await setBits(PERMISSION_BITS.list | PERMISSION_BITS.view);
      expect((await list()).statusCode).toBe(200);
      expect((await update(inputOf(event))).statusCode).toBe(403);
      expect((await markTrending(event.localCommunityEventId, 1)).statusCode).toBe(403);
      expect((await call('DELETE', `/event/delete?id=${event.localCommunityEventId}`)).statusCode).toBe(403);
      await setBits(0);
      expect((await list()).statusCode).toBe(403);
      expect((await find(event.localCommunityEventId)).statusCode).toBe(403);
    } finally {
      await setBits(PERMISSION_BITS.all);
    }
    expect((await find(event.localCommunityEventId)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await server.call({ method: 'POST', url: '/api/site/event/list', payload: { pageno: 1, limitCount: 10, firstIndex: -2 } })).statusCode).toBe(401);
  });
});

describe('changing a local event', () => {
  it('keeps an Urdu and an emoji name URL-encoded and answers them as typed, with the change in the history', async () => {
    const event = await firstEvent({ keyword: 'Tarawih' });
    const name = 'تراویح اکٹھے 🌙';
    const eventDetail = 'رمضان کی ہر رات، 20 رکعت ✨ & 100% welcome';
    const reply = await update({ ...inputOf(event), name, eventDetail });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ message: 'Record updated successfully!', data: { name, eventDetail } });
    const stored = await server.db.selectFrom('local_events').select(['name', 'event_detail']).where('id', '=', event.localCommunityEventId).executeTakeFirstOrThrow();
    expect(stored.name).toBe(encodeURIComponent(name));
    expect(stored.event_detail).toBe(encodeURIComponent(eventDetail));
    expect(localEvents.calls.find.reply.parse((await find(event.localCommunityEventId)).json())).toMatchObject({ name, eventDetail });
    expect((await list({ keyword: 'تراویح' })).json().content.map((found: LocalEvent) => found.localCommunityEventId)).toEqual([event.localCommunityEventId]);
    const history = (await call('GET', `/event/history?id=${event.localCommunityEventId}`)).json();
    expect(history.content[0]).toMatchObject({ action: 'updated', userName: 'Yusuf Qureshi' });
    expect(history.content[0].changes).toContainEqual({ field: 'name', from: 'Tarawih together', to: name });
  });

  it('makes an event repeating, online, in another group and time zone', async () => {
    const event = await firstEvent({ keyword: 'Park run' });
    const reply = await update({
      ...inputOf(event),
      isRepeating: true,
      repeatingInterval: 7,
      repeatingCount: 4,
      recurrenceEndTime: '2027-02-01T10:00:00.000Z',
      categoryId: 1,
      externalLink: 'https://meet.example.com/park-run',
      timeZone: 'America/Toronto',
      groupId: 8,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ isRepeating: true, repeatingInterval: 7, repeatingCount: 4, categoryId: 1, timeZone: 'America/Toronto', groupId: 8, groupName: 'Toronto Masjid Volunteers' });
    const history = (await call('GET', `/event/history?id=${event.localCommunityEventId}`)).json();
    expect(history.content[0].changes).toContainEqual({ field: 'groupName', from: event.groupName, to: 'Toronto Masjid Volunteers' });
  });

  it('refuses bad input with 400 and the spec words at the field', async () => {
    const event = await firstEvent({ keyword: 'Youth football' });
    const refused = async (changes: object, field: string, message: string) => {
      const reply = await update({ ...inputOf(event), ...changes });
      expect(reply.statusCode, JSON.stringify(changes)).toBe(400);
      expect(reply.json().fields?.[field] ?? reply.json().message).toBe(message);
    };
    await refused({ name: '   ' }, 'name', M.name);
    await refused({ eventDetail: '' }, 'eventDetail', M.detail);
    await refused({ typeId: 7 }, 'typeId', M.type);
    await refused({ startTime: 'next friday' }, 'startTime', M.date);
    await refused({ endTime: new Date(Date.parse(event.startTime) - 60_000).toISOString() }, 'endTime', M.endBeforeStart);
    await refused({ latitude: 91 }, 'latitude', M.latitude);
    await refused({ longitude: -180.5 }, 'longitude', M.longitude);
    await refused({ latitude: null }, 'latitude', M.latitude);
    await refused({ categoryId: 1, externalLink: 'javascript:alert(1)' }, 'externalLink', M.link);
    await refused({ categoryId: 1, externalLink: 'ftp://example.com/x' }, 'externalLink', M.link);
    await refused({ categoryId: 1, externalLink: '' }, 'externalLink', M.link);
    await refused({ isRepeating: true, repeatingInterval: null, repeatingCount: 3 }, 'repeatingInterval', M.interval);
    await refused({ isRepeating: true, repeatingInterval: 7, repeatingCount: 0 }, 'repeatingCount', M.count);
    await refused({ isRepeating: true, repeatingInterval: 7, repeatingCount: 3, recurrenceEndTime: '2000-01-01T00:00:00.000Z' }, 'recurrenceEndTime', M.recurrenceEnd);
    await refused({ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', M.timeZone);
    await refused({ timeZone: "'; drop table local_events; --" }, 'timeZone', M.timeZone);
    await refused({ groupId: 999 }, 'groupId', M.group);
    expect((await update({ ...inputOf(event), localCommunityEventId: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/event/update', 'content', ['not', 'an', 'object'])).statusCode).toBe(400);
    // Nothing was changed by the refusals.
    expect((await find(event.localCommunityEventId)).json()).toEqual(event);
  });

  it('keeps a script in the name as text, never run by the panel', async () => {
    const event = await firstEvent({ keyword: 'Juz' });
    const name = '<script>alert(1)</script> Juz';
    const reply = await update({ ...inputOf(event), name });
    expect(reply.json().data.name).toBe(name);
    const stored = await server.db.selectFrom('local_events').select('name').where('id', '=', event.localCommunityEventId).executeTakeFirstOrThrow();
    expect(stored.name).not.toContain('<');
  });
});

describe('trending and deleting', () => {
  it('marks an event trending and not, each in the history', async () => {
    const event = await firstEvent({ isTrending: 0 });
    const on = await markTrending(event.localCommunityEventId, 1);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: M.statusUpdated, data: { trend: 1 } });
    const off = await markTrending(event.localCommunityEventId, 0);
    expect(off.json().data.trend).toBe(0);
    const history = (await call('GET', `/event/history?id=${event.localCommunityEventId}`, 'admin')).json();
    expect(history.content.slice(0, 2).map((entry: { changes: unknown[] }) => entry.changes)).toEqual([
      [{ field: 'trend', from: 1, to: 0 }],
      [{ field: 'trend', from: 0, to: 1 }],
    ]);
  });

  it('refuses a trend outside 0 and 1, and an unknown id with 404', async () => {
    const event = await firstEvent();
    for (const trend of [2, -1, 'yes', '']) expect((await markTrending(event.localCommunityEventId, trend)).statusCode).toBe(400);
    expect((await markTrending(987654, 1)).statusCode).toBe(404);
    expect((await find(987654)).statusCode).toBe(404);
    expect((await find(987654)).json().message).toBe(M.notFound);
    expect((await update({ ...inputOf(event), localCommunityEventId: 987654 })).statusCode).toBe(404);
    expect((await call('DELETE', '/event/delete?id=987654')).statusCode).toBe(404);
    expect((await call('GET', '/event/find?id=abc')).statusCode).toBe(400);
  });

  it('deletes an event, keeping who deleted it in the history', async () => {
    const event = await firstEvent({ keyword: 'Ice hockey' });
    const reply = await call('DELETE', `/event/delete?id=${event.localCommunityEventId}`, 'admin');
    expect(reply.statusCode).toBe(200);
    expect((await find(event.localCommunityEventId)).statusCode).toBe(404);
    const history = (await call('GET', `/event/history?id=${event.localCommunityEventId}`)).json();
    expect(history.content[0]).toMatchObject({ action: 'deleted', userName: 'Amina Rahman' });
  });
});
