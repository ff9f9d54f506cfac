import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityContract } from '@/shared/api/contract';
import { SECURITY_POINTS } from '@/shared/lib/permissions';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, account: DemoAccount = 'admin') =>
  server.call({ method, url: `/api/site${url}`, payload, token: await server.tokenOf(account) });
const listBody = { pageno: 1, limitCount: 100, firstIndex: -2, keyword: '' };

describe('the security point list', () => {
  it('answers the seeded points with their title and bit settings', async () => {
    const reply = await call('POST', '/security/point/list', listBody);
    expect(reply.statusCode).toBe(200);
    const page = securityContract.securityPoints.calls.list.reply.parse(reply.json());
    expect(page.totalRecords).toBe(SECURITY_POINTS.length);
    expect(page.content.find((point) => point.securityPointId === 12)).toEqual({ securityPointId: 12, key: 'SECURITY', title: 'Security groups, points and profiles', bitSettings: 127 });
    const found = (await call('POST', '/security/point/list', { ...listBody, keyword: 'BLOG' })).json();
    expect(found.content.map((point: { title: string }) => point.title).sort()).toEqual(['Blog articles', 'Blog categories', 'Blog tags']);
  });

  it('is checked on the SECURITY point', async () => {
    expect((await call('POST', '/security/point/list', listBody, 'content')).statusCode).toBe(403);
    expect((await call('GET', '/security/point/find?id=1', undefined, 'content')).statusCode).toBe(403);
    expect((await call('POST', '/security/point/list', listBody, 'viewer')).statusCode).toBe(200);
    expect((await call('POST', '/security/point/save', { title: 'Reports', bitSettings: 3 }, 'viewer')).statusCode).toBe(403);
    expect((await call('POST', '/security/point/update', { securityPointId: 1, title: 'Home', bitSettings: 3 }, 'viewer')).statusCode).toBe(403);
  });

  it('has no delete: the spec lists none', async () => {
    expect((await call('DELETE', '/security/point/delete?id=1')).statusCode).toBe(404);
  });
});

describe('saving a security point', () => {
  it("asks for the spec's title and a value of bits", async () => {
    const empty = await call('POST', '/security/point/save', { title: '', bitSettings: 127 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ title: 'Enter security title' });
    expect((await call('POST', '/security/point/save', { title: 'Reports', bitSettings: 100 })).statusCode).toBe(400);
    const taken = await call('POST', '/security/point/save', { title: 'Blog tags', bitSettings: 127 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ title: 'Another security point already has this title.' });
  });

  it('adds and changes a point; its key stays, and the history says who changed what', async () => {
    const created = await call('POST', '/security/point/save', { title: 'Prayer reports', bitSettings: 1 | 2 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Record added successfully!', data: { title: 'Prayer reports', bitSettings: 3 } });
    const { securityPointId } = created.json().data;
    const key = async () => (await server.db.selectFrom('security_points').select('key').where('id', '=', securityPointId).executeTakeFirstOrThrow()).key;
    expect(await key()).toBe('PRAYER_REPORTS');
    // The administrators hold a new point at once, so that they can grant it.
    const held = await server.db.selectFrom('profile_permissions').select('value').where('profile_id', '=', 1).where('point_id', '=', securityPointId).executeTakeFirst();
    expect(held?.value).toBe(127);

    const updated = await call('POST', '/security/point/update', { securityPointId, title: 'Prayer statistics', bitSettings: 127 });
    expect(updated.json()).toMatchObject({ message: 'Record updated successfully!', data: { securityPointId, title: 'Prayer statistics', bitSettings: 127 } });
    expect(await key()).toBe('PRAYER_REPORTS');
    expect((await call('GET', `/security/point/find?id=${securityPointId}`)).json().title).toBe('Prayer statistics');

    const history = (await call('GET', `/security/point/history?id=${securityPointId}`)).json();
    expect(history.content[0]).toMatchObject({
      action: 'updated',
      userName: 'Amina Rahman',
      changes: [
        { field: 'title', from: 'Prayer reports', to: 'Prayer statistics' },
        { field: 'bitSettings', from: 'list, view', to: 'ALL' },
      ],
    });
    expect(history.content[1].action).toBe('created');
  });

  it('answers 404 for a point that does not exist', async () => {
    const missing = await call('POST', '/security/point/update', { securityPointId: 9999, title: 'Nothing', bitSettings: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This security point does not exist.');
  });
});
