import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { startTestServer, type TestServer } from './harness';

// Tags are the first section on the resource mechanism: these tests stand for what every such section gets.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = async (body: object, account: 'content' | 'viewer' | 'moderator' = 'content') =>
  server.call({ method: 'POST', url: '/api/site/blog-tag/list', payload: body, token: await server.tokenOf(account) });
const save = async (payload: object, account: 'content' | 'viewer' = 'content') =>
  server.call({ method: 'POST', url: '/api/site/blog-tag/save', payload, token: await server.tokenOf(account) });

describe('the tag list', () => {
  it('pages in the site dialect, newest change first', async () => {
    const first = await list({ keyword: '', limitCount: 25, firstIndex: -2, pageno: 1 });
    expect(first.statusCode).toBe(200);
    const page = siteContract.tags.calls.list.reply.parse(first.json());
    expect(page.totalRecords).toBe(61);
    expect(page.totalPages).toBe(3);
    expect(page.content).toHaveLength(25);
    expect(page.content[0]?.name).toBe('Stories for Kids');
    const third = (await list({ limitCount: 25, firstIndex: -2, pageno: 3 })).json();
    expect(third.content).toHaveLength(11);
    expect(third.pageNumber).toBe(3);
  });

  it('orders by a field it declares sortable when asked, either way', async () => {
    const names = async (body: object) => (await list({ limitCount: 3, firstIndex: -2, pageno: 1, ...body })).json().content.map((tag: { name: string }) => tag.name);
    const ascending = await names({ sortField: 'name', descending: false });
    expect(ascending).toEqual(['Aqeedah', 'Arabic', 'Ashura']);
    const descending = await names({ sortField: 'name', descending: true });
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));
    expect(descending).not.toEqual(ascending);
  });

  it('refuses any other sort field with 400 and words naming the sortable ones, never a 500', async () => {
    for (const sortField of ['__proto__', 'constructor', 'id; drop table blog_tags', 'slug', '']) {
      const reply = await list({ limitCount: 3, firstIndex: -2, pageno: 1, sortField });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, message: 'This list can be sorted by name only.' });
    }
  });

  it('finds by keyword in name or slug, without case, treating % and _ as letters', async () => {
    const found = (await list({ keyword: 'RAMADAN', limitCount: 25, firstIndex: -2, pageno: 1 })).json();
    expect(found.content.map((tag: { name: string }) => tag.name).sort()).toEqual(['Ramadan', 'Ramadan Recipes']);
    const wildcard = (await list({ keyword: '%', limitCount: 25, firstIndex: -2, pageno: 1 })).json();
    expect(wildcard.totalRecords).toBe(0);
  });

  it('is refused without the list bit, and answers 400 to a hostile body', async () => {
    expect((await list({ pageno: 1, limitCount: 25 }, 'moderator')).statusCode).toBe(403);
    for (const body of [{ pageno: -1 }, { limitCount: 0 }, { limitCount: 1e9 }, { keyword: 'x'.repeat(501) }, { pageno: 'one' }]) {
      const reply = await list(body);
      expect(reply.statusCode).toBe(400);
    }
  });
});

describe('saving a tag', () => {
  it('derives the slug from the name, and records who changed what in the history', async () => {
    const created = await save({ name: 'Night Prayer' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: 'Record added successfully!', data: { name: 'Night Prayer', slug: 'night-prayer' } });
    const { tagId } = created.json().data;

    const token = await server.tokenOf('content');
    const updated = await server.call({ method: 'POST', url: '/api/site/blog-tag/update', payload: { tagId, name: 'Qiyam al-Layl', slug: 'qiyam' }, token });
    expect(updated.json()).toMatchObject({ message: 'Record updated successfully!', data: { tagId, name: 'Qiyam al-Layl', slug: 'qiyam' } });
    expect((await server.call({ method: 'GET', url: `/api/site/blog-tag/find?id=${tagId}`, token })).json().slug).toBe('qiyam');

    const history = (await server.call({ method: 'GET', url: `/api/site/blog-tag/history?id=${tagId}`, token })).json();
    expect(history.content.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
    expect(history.content[0]).toMatchObject({
      userName: 'Yusuf Qureshi',
      changes: [
        { field: 'name', from: 'Night Prayer', to: 'Qiyam al-Layl' },
        { field: 'slug', from: 'night-prayer', to: 'qiyam' },
      ],
    });
  });

  it("answers the spec's message for a missing name and 409 for a slug another tag has", async () => {
    const empty = await save({ name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Enter a valid name', fields: { name: 'Enter a valid name' } });
    const duplicate = await save({ name: 'Ramadan again', slug: 'ramadan' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: 'Another tag already has this slug.', fields: { slug: 'Another tag already has this slug.' } });
  });

  it('refuses a viewer with 403 and an unknown id with 404', async () => {
    expect((await save({ name: 'Viewer tag' }, 'viewer')).statusCode).toBe(403);
    const token = await server.tokenOf('content');
    const missing = await server.call({ method: 'POST', url: '/api/site/blog-tag/update', payload: { tagId: 99999, name: 'Nobody' }, token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This tag does not exist.');
  });
});

describe('deleting a tag', () => {
  it('removes it and keeps its history', async () => {
    const token = await server.tokenOf('admin');
    const { tagId } = (await save({ name: 'Short-lived' })).json().data;
    const deleted = await server.call({ method: 'DELETE', url: `/api/site/blog-tag/delete?id=${tagId}`, token });
    expect(deleted.json()).toMatchObject({ success: true, message: 'Record deleted successfully!' });
    expect((await server.call({ method: 'GET', url: `/api/site/blog-tag/find?id=${tagId}`, token })).statusCode).toBe(404);
    const history = (await server.call({ method: 'GET', url: `/api/site/blog-tag/history?id=${tagId}`, token })).json();
    expect(history.content[0]).toMatchObject({ action: 'deleted', userName: 'Amina Rahman', changes: [{ field: 'name', from: 'Short-lived', to: null }, { field: 'slug', from: 'short-lived', to: null }] });
    expect((await server.call({ method: 'DELETE', url: `/api/site/blog-tag/delete?id=${tagId}`, token })).statusCode).toBe(404);
  });

  it('is refused without the delete bit', async () => {
    const token = await server.tokenOf('viewer');
    expect((await server.call({ method: 'DELETE', url: '/api/site/blog-tag/delete?id=1', token })).statusCode).toBe(403);
  });
});
