import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, account: DemoAccount = 'content') =>
  server.call({ method, url: `/api/site/blog-category/${path}`, payload, token: await server.tokenOf(account) });
const list = (body: object, account?: DemoAccount) => call('POST', 'list', body, account);
const save = (payload: object, account?: DemoAccount) => call('POST', 'save', payload, account);

describe('the blog category list', () => {
  it('pages in the site dialect, newest change first', async () => {
    const first = await list({ keyword: '', limitCount: 5, firstIndex: -2, pageno: 1 });
    expect(first.statusCode).toBe(200);
    const page = siteContract.blogCategories.calls.list.reply.parse(first.json());
    expect(page).toMatchObject({ totalRecords: 8, totalPages: 2, pageNumber: 1 });
    expect(page.content.map((category) => category.name)).toEqual(['Youth', 'Community News', 'Charity and Zakat', 'Islamic History', 'Family Life']);
    const second = (await list({ limitCount: 5, firstIndex: -2, pageno: 2 })).json();
    expect(second.content).toHaveLength(3);
  });

  it('finds by keyword in the name, without case', async () => {
    const found = (await list({ keyword: 'QURAN', limitCount: 25, firstIndex: -2, pageno: 1 })).json();
    expect(found.content.map((category: { name: string }) => category.name)).toEqual(['Quran Studies']);
  });

  it('is refused without the list bit', async () => {
    expect((await list({ pageno: 1, limitCount: 25 }, 'moderator')).statusCode).toBe(403);
  });
});

describe('saving a blog category', () => {
  it('adds and changes it, and records who changed what in the history', async () => {
    const created = await save({ name: 'Hajj Diaries' });
    expect(created.json()).toMatchObject({ success: true, message: 'Record added successfully!', data: { name: 'Hajj Diaries' } });
    const { categoryId } = created.json().data;
    const updated = await call('POST', 'update', { categoryId, name: 'Hajj and Umrah Diaries' });
    expect(updated.json()).toMatchObject({ message: 'Record updated successfully!', data: { categoryId, name: 'Hajj and Umrah Diaries' } });
    expect((await call('GET', `find?id=${categoryId}`)).json().name).toBe('Hajj and Umrah Diaries');

    const history = (await call('GET', `history?id=${categoryId}`)).json();
    expect(history.content.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
    expect(history.content[0]).toMatchObject({ userName: 'Yusuf Qureshi', changes: [{ field: 'name', from: 'Hajj Diaries', to: 'Hajj and Umrah Diaries' }] });
  });

  it("answers the spec's message for a missing or too long name", async () => {
    const empty = await save({ name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Enter a valid category name', messageCode: 'blogCategory.name', fields: { name: 'Enter a valid category name' } });
    const missing = await save({});
    expect(missing.json()).toMatchObject({ fields: { name: 'Enter a valid category name' } });
    const long = await save({ name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ name: 'Maximum 100 characters allowed' });
  });

  it('refuses a viewer with 403 and an unknown id with 404', async () => {
    expect((await save({ name: 'Viewer category' }, 'viewer')).statusCode).toBe(403);
    expect((await call('POST', 'update', { categoryId: 1, name: 'Viewer category' }, 'viewer')).statusCode).toBe(403);
    const missing = await call('POST', 'update', { categoryId: 99999, name: 'Nobody' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This category does not exist.');
    expect((await call('GET', 'find?id=99999')).statusCode).toBe(404);
  });
});

describe('deleting a blog category', () => {
  it('removes it and keeps its history', async () => {
    const { categoryId } = (await save({ name: 'Short-lived' })).json().data;
    const deleted = await call('DELETE', `delete?id=${categoryId}`, undefined, 'admin');
    expect(deleted.json()).toMatchObject({ success: true, message: 'Record deleted successfully!' });
    expect((await call('GET', `find?id=${categoryId}`)).statusCode).toBe(404);
    const history = (await call('GET', `history?id=${categoryId}`)).json();
    expect(history.content[0]).toMatchObject({ action: 'deleted', userName: 'Amina Rahman', changes: [{ field: 'name', from: 'Short-lived', to: null }] });
    expect((await call('DELETE', `delete?id=${categoryId}`)).statusCode).toBe(404);
  });

  it('is refused without the delete bit', async () => {
    expect((await call('DELETE', 'delete?id=1', undefined, 'viewer')).statusCode).toBe(403);
  });
});
