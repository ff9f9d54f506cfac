import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract, uploadsContract } from '@/shared/api/contract';
import { ONE_PIXEL_PNG, pathOf, startTestServer, TEST_ORIGIN, type DemoAccount, type TestServer } from './harness';

const { ARTICLE_MESSAGES: M, ARTICLE_LIMITS, RICH_TEXT_LIMITS } = siteContract;
const CONTENT_MANAGER_ID = 2;
const KB = 1024;
/** A key of the article pictures' folder that no upload has: the form of our links is all a body is checked for. */
const SOME_KEY = 'article-image/3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const article = (body: string, title = `Body ${body.length} ${body.slice(0, 40)}`) => ({
  title: title.slice(0, 250),
  description: 'How our community prepares for the month.',
  body,
  status: 1,
  categoryId: 1,
  authorId: CONTENT_MANAGER_ID,
  postId: 0,
});

async function save(body: string, title?: string) {
  return server.call({ method: 'POST', url: '/api/site/blog-post/save', payload: article(body, title), token: await server.tokenOf('content') });
}
async function update(postId: number, body: string) {
  return server.call({ method: 'POST', url: '/api/site/blog-post/update', payload: { ...article(body, `Updated ${postId}`), postId }, token: await server.tokenOf('content') });
}
const storedTitled = async (title: string) => server.db.selectFrom('blog_posts').select('body').where('title', '=', title).execute();

/** A body picture uploaded as the editor's Image button does: a signed link of its category, then the bytes. */
async function uploadPicture(bytes: Buffer = ONE_PIXEL_PNG, type = 'image/png', account: DemoAccount = 'content') {
  const link = await server.call({
    method: 'GET',
    url: `/api/academy/presignedurl?fileCategory=ARTICLE_IMAGE&fileName=lantern.png`,
    token: await server.tokenOf(account),
  });
  if (link.statusCode !== 200) return { link, stored: undefined, imageKey: '' };
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(link.json());
  const stored = await server.call({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': type } });
  return { link, stored, imageKey };
}

describe('the body is sanitised on every write', () => {
  const picture = `${TEST_ORIGIN}/api/storage/files/${SOME_KEY}`;
  const payloads: [string, string, string][] = [
    ['a script element', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler', `<img src="${picture}" onerror="alert(1)"><p onclick="x()">p</p>`, `<img src="${picture}" /><p>p</p>`],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['an entity-encoded javascript: link', '<a href="jav&#x61;script&#58;alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
    ['a style with an expression', '<p style="width: expression(alert(1))">s</p>', '<p>s</p>'],
    ['an SVG payload', '<svg onload="alert(1)"><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['a picture without an address', '<img alt="nothing"><p>ok</p>', '<p>ok</p>'],
    ['a bad text direction', '<p dir="x onmouseover=alert(1)">t</p>', '<p>t</p>'],
    ['a link opening a window without protection', '<a href="https://e.org" target="_top" rel="opener">e</a>', '<a href="https://e.org" target="_blank" rel="noopener noreferrer">e</a>'],
  ];

  it.each(payloads)('makes %s harmless through the API', async (_, html, kept) => {
    const reply = await save(html);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.body).toBe(kept);
    const found = await server.call({ method: 'GET', url: `/api/site/blog-post/find?id=${reply.json().data.postId}`, token: await server.tokenOf('content') });
    expect(found.json().body).toBe(kept);
  });

  it('keeps what the editor makes as it is', async () => {
    const html = `<h1>T</h1><h3 dir="auto">S</h3><ol start="3"><li><p>a</p></li></ol><blockquote><p>q</p></blockquote><p><strong>b</strong> <em>i</em> <code>c</code><br /></p><img src="${TEST_ORIGIN}/api/storage/files/${SOME_KEY}" alt="P" />`;
    expect((await save(html)).json().data.body).toBe(html);
  });

  it('makes an update harmless too', async () => {
    const created = (await save('<p>first</p>')).json().data.postId as number;
    const reply = await update(created, '<p>x</p><object data="x"></object><script>1</script>');
    expect(reply.json().data.body).toBe('<p>x</p>');
  });
});

describe('the work a body may ask for is bounded', () => {
  it('refuses tags nested far too deep before sanitising them, with 400 and its words', async () => {
    // Within the length limit; sanitising it took seconds and stored eleven times the limit.
    const body = '<a>'.repeat(66_000);
    expect(body.length).toBeLessThanOrEqual(ARTICLE_LIMITS.bodyChars);
    const reply = await save(body, 'Nested links');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: M.bodyTooComplex, fields: { body: M.bodyTooComplex }, messageCode: 'article.bodyTooComplex' });
    expect(await storedTitled('Nested links')).toEqual([]);
  });

  it('refuses one element over the cap even when nothing is nested, and keeps a body at the cap', async () => {
    const refused = await save('<br>'.repeat(RICH_TEXT_LIMITS.elements + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.bodyTooComplex);
    expect((await save('<br>'.repeat(RICH_TEXT_LIMITS.elements))).statusCode).toBe(200);
  });

  it('refuses nesting one level past the cap, and keeps nesting at the cap', async () => {
    const nested = (levels: number) => `${'<blockquote>'.repeat(levels - 1)}<p>deep</p>${'</blockquote>'.repeat(levels - 1)}`;
    const atCap = await save(nested(RICH_TEXT_LIMITS.depth));
    expect(atCap.statusCode).toBe(200);
    expect(atCap.json().data.body).toBe(nested(RICH_TEXT_LIMITS.depth));
    const pastCap = await save(nested(RICH_TEXT_LIMITS.depth + 1));
    expect(pastCap.statusCode).toBe(400);
    expect(pastCap.json().message).toBe(M.bodyTooComplex);
  });

  it.each([
    ['links that gain their rel attribute', '<a>x</a>'.repeat(9_000)],
    ['ampersands that are escaped', '&'.repeat(ARTICLE_LIMITS.bodyChars - 1_000)],
  ])('refuses a body that sanitising makes longer than the limit (%s) with the length words', async (_, body) => {
    expect(body.length).toBeLessThanOrEqual(ARTICLE_LIMITS.bodyChars);
    const reply = await save(body, `Grows ${body.length}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: M.bodyTooLong, fields: { body: M.bodyTooLong } });
    expect(await storedTitled(`Grows ${body.length}`)).toEqual([]);
  });

  it('keeps a long article as the editor writes it', async () => {
    const section = (index: number) =>
      `<h2 dir="auto">Part ${index}</h2><p dir="auto">Fasting teaches <strong>patience</strong> and <em>gratitude</em>; read <a href="https://example.org/${index}">the guide</a>.</p><ul dir="auto"><li dir="auto"><p dir="auto">Dates</p></li><li dir="auto"><p dir="auto">Water</p></li></ul>`;
    const body = Array.from({ length: 300 }, (_, index) => section(index)).join('');
    const reply = await save(body, 'A long article');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.body).toContain('<h2 dir="auto">Part 299</h2>');
  });
});

describe('pictures in a body come from this server only', () => {
  it('uploads a body picture through a signed link of its category, within the article picture limits', async () => {
    const { stored, imageKey } = await uploadPicture();
    expect(stored?.statusCode).toBe(200);
    expect(imageKey).toMatch(/^article-image\//);
    const tooLarge = await uploadPicture(Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(250 * KB)]));
    expect(tooLarge.stored?.statusCode).toBe(413);
    expect(tooLarge.stored?.json()).toMatchObject({ message: 'Filesize must be smaller than 250KB!', messageCode: 'upload.fileTooLargeKb', messageParams: { size: '250' } });
    const gif = await uploadPicture(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif');
    expect(gif.stored?.statusCode).toBe(415);
    expect((await uploadPicture(ONE_PIXEL_PNG, 'image/png', 'moderator')).link.statusCode).toBe(403);
  });

  it('keeps a stored picture, at its address on PUBLIC_URL, and serves it from there', async () => {
    const { imageKey } = await uploadPicture();
    const reply = await save(`<p>Lantern</p><img src="/api/storage/files/${imageKey}" alt="A lantern">`, 'Our picture');
    expect(reply.statusCode).toBe(200);
    const address = `${TEST_ORIGIN}/api/storage/files/${imageKey}`;
    expect(reply.json().data.body).toBe(`<p>Lantern</p><img src="${address}" alt="A lantern" />`);
    // Saved again as it came back, the absolute address stays as it is.
    const again = await update(reply.json().data.postId, reply.json().data.body);
    expect(again.json().data.body).toBe(reply.json().data.body);
    const served = await server.app.inject({ method: 'GET', url: new URL(address).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['another site', 'https://tracker.example/pixel.png?reader=1'],
    ['another site by plain http', 'http://tracker.example/pixel.gif'],
    ['another site using our link form', `https://tracker.example/api/storage/files/${SOME_KEY}`],
    ['another site without a scheme', `//tracker.example/api/storage/files/${SOME_KEY}`],
    ['our link with a query', `${TEST_ORIGIN}/api/storage/files/${SOME_KEY}?reader=1`],
    ['another of our addresses that is not a stored file', `${TEST_ORIGIN}/api/site/blog/view-thumbnail/1`],
    ['a data address', 'data:image/png;base64,iVBORw0KGgo='],
    ['a script address', 'javascript:alert(1)'],
    ['a relative address', 'pixel.png'],
  ])('refuses a picture from %s with 400 and says why, storing nothing', async (_, src) => {
    const title = `Outside picture ${src}`;
    const reply = await save(`<p>Hello</p><img src="${src}" alt="">`, title);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: M.bodyOutsidePicture, fields: { body: M.bodyOutsidePicture }, messageCode: 'article.bodyOutsidePicture' });
    expect(await storedTitled(title.slice(0, 250))).toEqual([]);
  });

  it('refuses an outside picture inside an element the sanitiser drops, and in an update, which then changes nothing', async () => {
    expect((await save('<div><span><img src="https://tracker.example/p.png"></span></div>')).json().message).toBe(M.bodyOutsidePicture);
    const postId = (await save('<p>Kept</p>', 'Kept body')).json().data.postId as number;
    const reply = await update(postId, '<p>Kept</p><IMG SRC="https://tracker.example/p.png">');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(M.bodyOutsidePicture);
    expect((await server.db.selectFrom('blog_posts').select('body').where('id', '=', postId).executeTakeFirstOrThrow()).body).toBe('<p>Kept</p>');
  });
});
