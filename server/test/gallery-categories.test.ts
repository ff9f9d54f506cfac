import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { PERMISSION_BITS, SECURITY_POINTS } from '@/shared/lib/permissions';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

const INSTRUCTOR_PROFILE_ID = 11;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The instructors get edit without add on the gallery, to show that either bit lets a category be added or changed.
  const { list, view, edit } = PERMISSION_BITS;
  const gallery = SECURITY_POINTS.find((point) => point.key === 'GALLERY')!;
  await server.db.insertInto('profile_permissions').values({ profile_id: INSTRUCTOR_PROFILE_ID, point_id: gallery.id, value: list | view | edit }).execute();
});
afterAll(() => server.close());

const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, account: DemoAccount = 'content') =>
  server.call({ method, url: `/api/site/card/category/${path}`, payload, token: await server.tokenOf(account) });
const list = (body: object, account?: DemoAccount) => call('POST', 'list', body, account);
const save = (payload: object, account?: DemoAccount) => call('POST', 'save', payload, account);

describe('the gallery category list', () => {
  it('pages in the site dialect, newest change first', async () => {
    const first = await list({ keyword: '', limitCount: 4, firstIndex: -2, pageno: 1 });
    expect(first.statusCode).toBe(200);
    const page = siteContract.galleryCategories.calls.list.reply.parse(first.json());
    expect(page).toMatchObject({ totalRecords: 6, totalPages: 2, pageNumber: 1 });
    expect(page.content[0]).toMatchObject({ title: 'Nature', slug: 'nature', description: 'Mountains, seas and skies' });
    expect((await list({ limitCount: 4, firstIndex: -2, pageno: 2 })).json().content).toHaveLength(2);
  });

  it('finds by keyword in title, slug or description', async () => {
    const byTitle = (await list({ keyword: 'calligraphy', limitCount: 25, firstIndex: -2, pageno: 1 })).json();
    expect(byTitle.content.map((category: { title: string }) => category.title)).toEqual(['Islamic Calligraphy']);
    const byDescription = (await list({ keyword: 'MAKKAH', limitCount: 25, firstIndex: -2, pageno: 1 })).json();
    expect(byDescription.content.map((category: { title: string }) => category.title)).toEqual(['Hajj and Umrah']);
  });

  it('is refused without the list bit', async () => {
    expect((await list({ pageno: 1, limitCount: 25 }, 'moderator')).statusCode).toBe(403);
  });
});

describe('saving a gallery category', () => {
  it('adds and changes it, and records who changed what in the history', async () => {
    const created = await save({ title: 'Old Quran Manuscripts', slug: 'old-quran-manuscripts', description: 'Pages from early copies' });
    expect(created.json()).toMatchObject({ success: true, message: 'Record added successfully!', data: { slug: 'old-quran-manuscripts' } });
    const { categoryId } = created.json().data;
    const updated = await call('POST', 'update', { categoryId, title: 'Quran Manuscripts', slug: 'quran-manuscripts', description: 'Pages from early copies' });
    expect(updated.json()).toMatchObject({ message: 'Record updated successfully!', data: { categoryId, title: 'Quran Manuscripts' } });
    expect((await call('GET', `find?id=${categoryId}`)).json().slug).toBe('quran-manuscripts');

    const history = (await call('GET', `history?id=${categoryId}`)).json();
    expect(history.content.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
    expect(history.content[0].changes).toEqual([
      { field: 'title', from: 'Old Quran Manuscripts', to: 'Quran Manuscripts' },
      { field: 'slug', from: 'old-quran-manuscripts', to: 'quran-manuscripts' },
    ]);
  });

  it("answers the spec's messages for a missing title and slug, and the limits", async () => {
    const empty = await save({ title: ' ', slug: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { title: 'Enter a valid category title', slug: 'Enter slug' } });
    const long = await save({ title: 'Long', slug: 'long', description: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ description: 'Maximum 100 characters allowed' });
  });

  it('refuses with 409 a slug another category has', async () => {
    const duplicate = await save({ title: 'Nature again', slug: 'nature' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: 'Another gallery category already has this slug.', fields: { slug: 'Another gallery category already has this slug.' } });
    const { categoryId, title, slug } = (await list({ keyword: 'nature', limitCount: 25, firstIndex: -2, pageno: 1 })).json().content[0];
    expect((await call('POST', 'update', { categoryId, title, slug, description: 'Mountains and seas' })).statusCode).toBe(200);
  });

  it('lets add or edit rights add and change, and refuses a viewer and an unknown id', async () => {
    const byEditor = await save({ title: 'Added with edit rights', slug: 'added-with-edit-rights' }, 'instructor');
    expect(byEditor.statusCode).toBe(200);
    const { categoryId } = byEditor.json().data;
    const changed = await call('POST', 'update', { categoryId, title: 'Changed with edit rights', slug: 'added-with-edit-rights' }, 'instructor');
    expect(changed.statusCode).toBe(200);
    expect((await save({ title: 'Viewer category', slug: 'viewer-category' }, 'viewer')).statusCode).toBe(403);
    const missing = await call('POST', 'update', { categoryId: 99999, title: 'Nobody', slug: 'nobody' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This gallery category does not exist.');
  });
});

describe('deleting a gallery category', () => {
  it('removes it and keeps its history', async () => {
    const { categoryId } = (await save({ title: 'Short-lived', slug: 'short-lived' })).json().data;
    const deleted = await call('DELETE', `delete?id=${categoryId}`, undefined, 'admin');
    expect(deleted.json()).toMatchObject({ success: true, message: 'Record deleted successfully!' });
    expect((await call('GET', `find?id=${categoryId}`)).statusCode).toBe(404);
    expect((await call('GET', `history?id=${categoryId}`)).json().content[0]).toMatchObject({ action: 'deleted', userName: 'Amina Rahman' });
  });

  it('is refused without the delete bit, even with edit rights', async () => {
    expect((await call('DELETE', 'delete?id=1', undefined, 'instructor')).statusCode).toBe(403);
    expect((await call('DELETE', 'delete?id=1', undefined, 'viewer')).statusCode).toBe(403);
  });
});
