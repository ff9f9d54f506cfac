import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { PERMISSION_BITS, SECURITY_POINTS } from '@/shared/lib/permissions';
import { MULTIPART_BOUNDARY as BOUNDARY, multipart, ONE_PIXEL_PNG, startTestServer, type DemoAccount, type Part, type TestServer } from './harness';

const { articles, ARTICLE_MESSAGES: M } = siteContract;
const INSTRUCTOR_PROFILE_ID = 11;
const KB = 1024;
const CONTENT_MANAGER_ID = 2;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The instructors may add articles but not change them, to show what needs edit.
  const { list, view, add } = PERMISSION_BITS;
  const point = SECURITY_POINTS.find((candidate) => candidate.key === 'ARTICLES')!;
  await server.db.insertInto('profile_permissions').values({ profile_id: INSTRUCTOR_PROFILE_ID, point_id: point.id, value: list | view | add }).execute();
});
afterAll(() => server.close());

const token = (account: DemoAccount) => server.tokenOf(account);
const ARTICLE = {
  title: 'Welcoming Ramadan Together',
  description: 'How our community prepares for the month.',
  body: '<h2>Plan</h2><ul><li><p>Fast</p></li></ul><p dir="rtl">رمضان مبارک</p><p><a href="https://example.org">more</a></p>',
  status: 1,
  categoryId: 1,
  authorId: CONTENT_MANAGER_ID,
  postId: 0,
  timeElapsed: 0,
  slug: 'anything',
};

async function save(body: object, account: DemoAccount = 'content') {
  return server.call({ method: 'POST', url: '/api/site/blog-post/save', payload: body, token: await token(account) });
}
async function update(body: object, account: DemoAccount = 'content') {
  return server.call({ method: 'POST', url: '/api/site/blog-post/update', payload: body, token: await token(account) });
}
async function find(id: number, account: DemoAccount = 'content') {
  return server.call({ method: 'GET', url: `/api/site/blog-post/find?id=${id}`, token: await token(account) });
}
const list = async (body: object, account: DemoAccount = 'content') =>
  server.call({ method: 'POST', url: '/api/site/blog-post/list', payload: { sortType: 2, descendingOrder: true, keyword: '', limitCount: 25, firstIndex: -2, pageno: 1, ...body }, token: await token(account) });

const pngOf = (bytes: number) => Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(Math.max(0, bytes - ONE_PIXEL_PNG.length))]);
async function upload(kind: 'thumbnail' | 'title-cover', parts: Part[], account: DemoAccount = 'content') {
  return server.call({
    method: 'POST',
    url: `/api/site/blog-post/image/upload-${kind}`,
    payload: multipart(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    token: await token(account),
  });
}
const picture = (bytes = ONE_PIXEL_PNG, type = 'image/png'): Part => ({ name: 'file', value: bytes, fileName: 'picture.png', type });

describe('the article list', () => {
  it('lists the twenty seeded articles newest first in pages of 25, with category, author and tags', async () => {
    const reply = await list({});
    expect(reply.statusCode).toBe(200);
    const page = articles.calls.list.reply.parse(reply.json());
    expect(page.totalRecords).toBe(20);
    expect(page.content[0]).toMatchObject({ title: 'Hajj Stories from First-Time Pilgrims', category: { name: 'Youth' }, timeElapsed: 0 });
    expect(page.content[0]!.tags.map((tag) => tag.name)).toEqual(['Hajj', 'Travel', 'Youth']);
    expect(page.content.some((article) => article.body.includes('dir="rtl"'))).toBe(true);
  });

  it('searches titles, descriptions, categories and authors with the search limit of 100', async () => {
    const reply = (await list({ keyword: 'zakat', limitCount: 100 })).json();
    expect(reply.content.map((article: { title: string }) => article.title).sort()).toEqual(['How Zakat Is Calculated', 'Sadaqah That Keeps On Giving']);
    expect((await list({ keyword: 'Yusuf', limitCount: 100 })).json().totalRecords).toBe(10);
  });

  it('refuses bad paging with 400 and a caller without the list bit with 403', async () => {
    expect((await list({ limitCount: 'lots' })).statusCode).toBe(400);
    expect((await list({ sortType: 'newest' })).statusCode).toBe(400);
    expect((await list({}, 'moderator')).statusCode).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/site/blog-post/list', payload: {} })).statusCode).toBe(401);
  });
});

describe('writing an article', () => {
  it('saves an article answering its postId, derives the slug, keeps right-to-left paragraphs and finds it again', async () => {
    const reply = await save(ARTICLE);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: 'Record added successfully!', data: { slug: 'welcoming-ramadan-together', authorName: 'Yusuf Qureshi', status: 1, imageName: '' } });
    const { postId, publishDate, body } = reply.json().data;
    expect(postId).toBeGreaterThan(20);
    expect(publishDate).not.toBeNull();
    expect(body).toBe('<h2>Plan</h2><ul><li><p>Fast</p></li></ul><p dir="rtl">رمضان مبارک</p><p><a href="https://example.org" rel="noopener noreferrer">more</a></p>');
    const found = await find(postId, 'viewer');
    expect(found.statusCode).toBe(200);
    expect(articles.record.parse(found.json())).toMatchObject({ postId, title: ARTICLE.title, category: { categoryId: 1 } });

    const changed = await update({ ...ARTICLE, postId, title: 'Welcoming Ramadan', status: 0 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Record updated successfully!', data: { slug: 'welcoming-ramadan', status: 0, publishDate } });
  });

  it.each([
    ['no title', { title: '  ' }, M.title],
    ['a title over 250 characters', { title: 'x'.repeat(251) }, M.titleTooLong],
    ['no description', { description: '' }, M.description],
    ['a description over 500 characters', { description: 'x'.repeat(501) }, M.descriptionTooLong],
    ['no category', { categoryId: undefined }, M.category],
    ['a category that does not exist', { categoryId: 999 }, M.categoryNotFound],
    ['no author', { authorId: 0 }, M.author],
    ['an author who may not write articles', { authorId: 3 }, M.authorNotFound],
    ['a status other than 0 or 1', { status: 2 }, M.status],
    ['a body that is not text', { body: { html: 1 } }, undefined],
  ])('refuses %s with 400 and the words', async (_, change, message) => {
    const reply = await save({ ...ARTICLE, ...change });
    expect(reply.statusCode).toBe(400);
    if (message) expect(reply.json().message).toBe(message);
  });

  it('refuses a viewer with 403, an unknown article with 404, and needs delete to delete', async () => {
    expect((await save(ARTICLE, 'viewer')).statusCode).toBe(403);
    expect((await update({ ...ARTICLE, postId: 9999 })).statusCode).toBe(404);
    expect((await find(9999)).json().message).toBe(M.notFound);
    const byInstructor = await save({ ...ARTICLE, title: 'By an instructor' }, 'instructor');
    expect(byInstructor.statusCode).toBe(200);
    const id = byInstructor.json().data.postId as number;
    expect((await update({ ...ARTICLE, postId: id }, 'instructor')).statusCode).toBe(403);
    expect((await server.call({ method: 'DELETE', url: `/api/site/blog-post/delete?id=${id}`, token: await token('instructor') })).statusCode).toBe(403);
    expect((await server.call({ method: 'DELETE', url: `/api/site/blog-post/delete?id=${id}`, token: await token('content') })).statusCode).toBe(200);
    expect((await find(id)).statusCode).toBe(404);
  });
});

// The body's sanitising, caps and pictures: article-body.test.ts.

describe('the pickers and tags', () => {
  it('lists the blog categories and the staff who may write', async () => {
    const categories = await server.call({ method: 'GET', url: '/api/site/blog-post/categories', token: await token('content') });
    expect(categories.json()).toContainEqual({ categoryId: 1, name: 'Ramadan Guides' });
    const authors = (await server.call({ method: 'GET', url: '/api/site/blog-post/authors', token: await token('content') })).json();
    expect(authors.map((author: { name: string }) => author.name)).toEqual(expect.arrayContaining(['Amina Rahman', 'Yusuf Qureshi']));
    expect(authors.map((author: { name: string }) => author.name)).not.toContain('Fatima Siddiqui');
    expect((await server.call({ method: 'GET', url: '/api/site/blog-post/authors', token: await token('moderator') })).statusCode).toBe(403);
  });

  it('adds, lists and removes tags (removing form encoded, needing edit)', async () => {
    const postId = (await save({ ...ARTICLE, title: 'Tagged article' })).json().data.postId as number;
    const add = async (tagId: number, account: DemoAccount = 'content') =>
      server.call({ method: 'POST', url: `/api/site/blog-post/add-tag?postId=${postId}&tagId=${tagId}`, token: await token(account) });
    expect((await add(1)).json().data).toEqual([{ tagId: 1, name: 'Ramadan' }]);
    expect((await add(1)).statusCode).toBe(200);
    expect((await add(4, 'instructor')).statusCode).toBe(200);
    const tags = await server.call({ method: 'POST', url: `/api/site/blog-post/search-tags?postId=${postId}`, token: await token('viewer') });
    expect(tags.json()).toEqual([{ tagId: 4, name: 'Hajj' }, { tagId: 1, name: 'Ramadan' }]);
    const remove = async (account: DemoAccount) =>
      server.call({ method: 'POST', url: `/api/site/blog-post/remove-tag?postId=${postId}&tagId=4`, payload: `postId=${postId}&tagId=4`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, token: await token(account) });
    expect((await remove('instructor')).statusCode).toBe(403);
    const removed = await remove('content');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual([{ tagId: 1, name: 'Ramadan' }]);
    expect((await find(postId)).json().tags).toEqual([{ tagId: 1, name: 'Ramadan' }]);
  });

  it('refuses an unknown tag or article, and ids that are not numbers', async () => {
    const postId = (await save({ ...ARTICLE, title: 'Tag refusals' })).json().data.postId as number;
    const add = async (query: string) => server.call({ method: 'POST', url: `/api/site/blog-post/add-tag?${query}`, token: await token('content') });
    expect((await add(`postId=${postId}&tagId=9999`)).json().message).toBe(M.tagNotFound);
    expect((await add('postId=9999&tagId=1')).statusCode).toBe(404);
    expect((await add('postId=x&tagId=1')).statusCode).toBe(400);
    expect((await add('postId=1')).statusCode).toBe(400);
  });
});

describe('the two pictures', () => {
  it('uploads both after the save and answers them from their view calls', async () => {
    const postId = (await save({ ...ARTICLE, title: 'With pictures' })).json().data.postId as number;
    const thumbnail = await upload('thumbnail', [{ name: 'postId', value: String(postId) }, picture(pngOf(90 * KB))]);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.json()).toMatchObject({ message: 'File uploaded successfully!', data: { imageName: 'picture.png' } });
    const cover = await upload('title-cover', [{ name: 'postId', value: String(postId) }, picture(pngOf(240 * KB))]);
    expect(cover.json().data.titleImage).toBe('picture.png');
    const viewed = await server.call({ method: 'GET', url: `/api/site/blog/view-title-cover/${postId}`, token: await token('viewer') });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['content-type']).toBe('image/png');
    expect(viewed.rawPayload.length).toBe(240 * KB);
    expect((await server.call({ method: 'GET', url: `/api/site/blog/view-thumbnail/${postId}`, token: await token('viewer') })).rawPayload.length).toBe(90 * KB);
  });

  it('answers the seeded pictures within their limits, and 404 for an article without one', async () => {
    const seededThumbnail = await server.call({ method: 'GET', url: '/api/site/blog/view-thumbnail/1', token: await token('content') });
    expect(seededThumbnail.statusCode).toBe(200);
    expect(seededThumbnail.rawPayload.length).toBeLessThan(100 * KB);
    const seededCover = await server.call({ method: 'GET', url: '/api/site/blog/view-title-cover/1', token: await token('content') });
    expect(seededCover.headers['content-type']).toBe('image/png');
    expect(seededCover.rawPayload.length).toBeLessThan(250 * KB);
    const postId = (await save({ ...ARTICLE, title: 'No pictures yet' })).json().data.postId as number;
    const missing = await server.call({ method: 'GET', url: `/api/site/blog/view-thumbnail/${postId}`, token: await token('content') });
    expect(missing.statusCode).toBe(404);
    expect((await server.call({ method: 'GET', url: '/api/site/blog/view-thumbnail/abc', token: await token('content') })).statusCode).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/site/blog/view-thumbnail/1', token: await token('moderator') })).statusCode).toBe(403);
  });

  it.each([
    ['thumbnail', 'a thumbnail of 100 KB or more', [picture(pngOf(101 * KB))], 413, M.thumbnailTooLarge],
    ['title-cover', 'a cover of 250 KB or more', [picture(pngOf(251 * KB))], 413, M.coverTooLarge],
    ['thumbnail', 'no thumbnail', [], 400, M.thumbnailRequired],
    ['title-cover', 'no cover', [], 400, M.coverRequired],
    ['thumbnail', 'a picture that is not one', [picture(Buffer.from('<svg onload=alert(1)>'), 'image/png')], 415, M.imageType],
    ['thumbnail', 'an SVG', [picture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml')], 415, M.imageType],
  ] as const)('%s: refuses %s', async (kind, _, files, status, message) => {
    const reply = await upload(kind, [{ name: 'postId', value: '1' }, ...files]);
    expect(reply.statusCode).toBe(status);
    expect(reply.json().message).toBe(message);
  });

  it('refuses an unknown article, a JSON body and a caller without add or edit', async () => {
    expect((await upload('thumbnail', [{ name: 'postId', value: '9999' }, picture()])).statusCode).toBe(404);
    expect((await upload('thumbnail', [{ name: 'postId', value: 'x' }, picture()])).statusCode).toBe(400);
    expect((await upload('thumbnail', [{ name: 'postId', value: '1' }, { name: 'extra', value: 'x' }, picture()])).statusCode).toBe(400);
    const json = await server.call({ method: 'POST', url: '/api/site/blog-post/image/upload-thumbnail', payload: { postId: 1 }, token: await token('content') });
    expect(json.statusCode).toBe(415);
    expect((await upload('thumbnail', [{ name: 'postId', value: '1' }, picture()], 'viewer')).statusCode).toBe(403);
  });
});
