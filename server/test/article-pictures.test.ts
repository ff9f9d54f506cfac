import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract, uploadsContract } from '@/shared/api/contract';
import { MULTIPART_BOUNDARY, multipart, ONE_PIXEL_PNG, pathOf, startTestServer, TEST_ORIGIN, type DemoAccount, type TestServer } from './harness';

const { ARTICLE_MESSAGES: M } = siteContract;
const CONTENT_MANAGER_ID = 2;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function pictures(query = '', account: DemoAccount = 'content') {
  return server.call({ method: 'GET', url: `/api/site/blog-post/pictures${query}`, token: await server.tokenOf(account) });
}

/** A body picture uploaded as the editor's Image button does: a signed link of its category, then the bytes. */
async function uploadBodyPicture(fileName: string): Promise<string> {
  const link = await server.call({
    method: 'GET',
    url: `/api/academy/presignedurl?fileCategory=ARTICLE_IMAGE&fileName=${encodeURIComponent(fileName)}`,
    token: await server.tokenOf('content'),
  });
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(link.json());
  const stored = await server.call({ method: 'PUT', url: pathOf(url), payload: ONE_PIXEL_PNG, headers: { 'content-type': 'image/png' } });
  expect(stored.statusCode).toBe(200);
  return imageKey;
}

async function publish(key: string, bytes: Buffer, type: string) {
  const reply = await server.call({
    method: 'POST',
    url: '/api/site/if-drive/put',
    payload: multipart([
      { name: 'path', value: 'public-files' },
      { name: 'key', value: key },
      { name: 'file', value: bytes, fileName: key, type },
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
    token: await server.tokenOf('content'),
  });
  expect(reply.statusCode).toBe(200);
}

const namesOf = (reply: { json(): { content: { name: string }[] } }) => reply.json().content.map((picture) => picture.name);

describe('the pictures an article body may show', () => {
  let lanternKey = '';
  beforeAll(async () => {
    await publish('eid-lantern-card.png', ONE_PIXEL_PNG, 'image/png');
    await publish('eid-notice.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    lanternKey = await uploadBodyPicture('Lantern at dusk.png');
    // A link asked for but never used: no picture arrived, so none is offered.
    await server.call({ method: 'GET', url: '/api/academy/presignedurl?fileCategory=ARTICLE_IMAGE&fileName=never-sent.png', token: await server.tokenOf('content') });
  });

  it('lists the public pictures and the body pictures already uploaded, newest first, and nothing that is not a picture', async () => {
    const reply = await pictures();
    expect(reply.statusCode).toBe(200);
    const page = siteContract.listArticlePictures.reply.parse(reply.json());
    expect(page.content.slice(0, 2)).toEqual([
      expect.objectContaining({ name: 'Lantern at dusk.png', source: 'articleImage', address: `/api/storage/files/${lanternKey}`, contentType: 'image/png' }),
      expect.objectContaining({ name: 'eid-lantern-card.png', source: 'publicFile', address: '/public-files/eid-lantern-card.png', contentType: 'image/png' }),
    ]);
    expect(namesOf(reply)).toContain('tajweed-practice-sheet.png');
    for (const name of ['eid-notice.pdf', 'ramadan-timetable-2026.pdf', 'adhan-reminder.mp3', 'never-sent.png']) expect(namesOf(reply)).not.toContain(name);
    expect(page).toMatchObject({ pageNumber: 1, totalRecords: page.content.length, totalPages: 1 });
    // Each address shows the picture.
    for (const picture of page.content) expect((await server.app.inject({ method: 'GET', url: picture.address })).statusCode).toBe(200);
  });

  it('searches by name without regard to case, its wildcards taken as letters', async () => {
    expect(namesOf(await pictures('?search=LANTERN'))).toEqual(['Lantern at dusk.png', 'eid-lantern-card.png']);
    expect(namesOf(await pictures('?search=%20tajweed%20'))).toEqual(['tajweed-practice-sheet.png']);
    const none = await pictures('?search=%25');
    expect(none.json()).toMatchObject({ content: [], totalRecords: 0, totalPages: 0 });
    expect(namesOf(await pictures('?search=_'))).toEqual([]);
  });

  it('answers a page at a time', async () => {
    const first = await pictures('?pageSize=2&pageNumber=1');
    expect(first.json()).toMatchObject({ pageNumber: 1, totalRecords: 3, totalPages: 2 });
    expect(namesOf(first)).toEqual(['Lantern at dusk.png', 'eid-lantern-card.png']);
    expect(namesOf(await pictures('?pageSize=2&pageNumber=2'))).toEqual(['tajweed-practice-sheet.png']);
    expect(namesOf(await pictures('?pageSize=2&pageNumber=9'))).toEqual([]);
  });

  it.each([
    ['a page size over the limit', '?pageSize=49'],
    ['a page size of nought', '?pageSize=0'],
    ['a page number that is not a number', '?pageNumber=abc'],
    ['a page number past the deepest page', '?pageNumber=100001'],
    ['search words over the limit', `?search=${'a'.repeat(101)}`],
  ])('refuses %s with 400 and words', async (_, query) => {
    const reply = await pictures(query);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('is refused to whoever may not add or edit an article', async () => {
    const reply = await pictures('', 'viewer');
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ success: false, messageCode: 'http.noPermission' });
    expect((await server.call({ method: 'GET', url: '/api/site/blog-post/pictures' })).statusCode).toBe(401);
  });

  it('a body keeps a chosen public picture at its address on PUBLIC_URL, and refuses another path or a bad name', async () => {
    const save = async (src: string, title: string) =>
      server.call({
        method: 'POST',
        url: '/api/site/blog-post/save',
        payload: { title, description: 'Lanterns.', body: `<p>Eid</p><img src="${src}" alt="A card">`, status: 1, categoryId: 1, authorId: CONTENT_MANAGER_ID, postId: 0 },
        token: await server.tokenOf('content'),
      });
    const kept = await save('/public-files/eid-lantern-card.png', 'Public picture');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.body).toBe(`<p>Eid</p><img src="${TEST_ORIGIN}/public-files/eid-lantern-card.png" alt="A card" />`);
    for (const src of ['/public-files/a%2Fb.png', '/public-files/', '/public-files/.htaccess', 'https://tracker.example/public-files/eid-lantern-card.png', '/public-files/eid-lantern-card.png?reader=1']) {
      const refused = await save(src, `Refused ${src}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(M.bodyOutsidePicture);
    }
  });
});
