import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionsContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { DEMO_SUBSCRIPTION_COUNT, demoSubscription } from '../services/subscriptions/seed';
import { startTestServer, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { subscriptions, SUBSCRIPTION_MESSAGES: M } = subscriptionsContract;
const { list, view } = PERMISSION_BITS;

let server: TestServer;
let admin: string;
/** List only: no view bit. */
let lister: string;
/** Every bit, on another point. */
let shopper: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenOf('admin');
  lister = await staffWith(server, 'Subscription lister', { SUBSCRIPTIONS: list });
  shopper = await staffWith(server, 'Shop keeper', { PRODUCTS: 127 });
});
afterAll(() => server.close());

/** The seeded subscriptions, numbered as the seed numbers them. */
const seeded = Array.from({ length: DEMO_SUBSCRIPTION_COUNT }, (_, index) => ({ id: index + 1, ...demoSubscription(index + 1, 0) }));
const idsWhere = (keep: (row: (typeof seeded)[number]) => boolean) => seeded.filter(keep).map((row) => row.id).sort((a, b) => a - b);

const page = (body: object = {}, token = admin) =>
  server.call({ method: 'POST', url: '/api/subscriptions/user/subscription/list', payload: { pageNumber: 1, pageSize: 10, appName: 'ATHAN', ...body }, token });
const get = (path: string, token = admin) => server.call({ method: 'GET', url: `/api/subscriptions/user/subscription${path}`, token });
const receipt = (id: string | number, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/api/subscriptions/user/subscription/receipt/download?id=${id}`, headers });
/** The PDF's title: its info dictionary names it by reference. */
const titleOf = (pdf: string) => {
  const ref = /\/Title (\d+) 0 R/.exec(pdf)?.[1];
  return new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(pdf)?.[1];
};
const idsOf = (reply: { json(): { content: { subscriptionId: number }[] } }) => reply.json().content.map((row) => row.subscriptionId).sort((a, b) => a - b);

describe('the subscription list', () => {
  it('lists one app at a time, ten a page, with the row fields of the spec', async () => {
    const athan = subscriptions.calls.list.reply.parse((await page()).json());
    expect(athan.totalRecords).toBe(idsWhere((row) => row.app_name === 'ATHAN').length);
    expect(athan.content).toHaveLength(10);
    expect(Object.keys(athan.content[0]!).sort()).toEqual(['deviceId', 'emailAddress', 'status', 'storeOrderId', 'subscriptionId', 'subscriptionType', 'userId']);
    const academy = subscriptions.calls.list.reply.parse((await page({ appName: 'ACADEMY', pageSize: 200 })).json());
    expect(academy.totalRecords).toBe(idsWhere((row) => row.app_name === 'ACADEMY').length);
    expect((academy.content as unknown as subscriptionsContract.SubscriptionRow[]).map((row) => row.subscriptionId).every((id) => id % 4 === 0)).toBe(true);
    expect(athan.totalRecords + academy.totalRecords).toBe(500);
  });

  it('takes ATHAN when no app is named', async () => {
    const reply = await server.call({ method: 'POST', url: '/api/subscriptions/user/subscription/list', payload: { pageNumber: 1, pageSize: 10 }, token: admin });
    expect(reply.json().totalRecords).toBe(idsWhere((row) => row.app_name === 'ATHAN').length);
  });

  it('searches by user id exactly, within the app', async () => {
    const reply = await page({ userId: '100001', pageSize: 50 });
    expect(idsOf(reply)).toEqual(idsWhere((row) => row.user_id === '100001' && row.app_name === 'ATHAN'));
    expect(idsOf(reply).length).toBeGreaterThan(1);
    expect((await page({ userId: '10000' })).json().totalRecords).toBe(0);
  });

  it('searches by Play Store and App Store order id, each only among its own store', async () => {
    const play = seeded[0]!;
    expect(play.platform).toBe('PLAY_STORE');
    expect(idsOf(await page({ playStoreOrderId: play.store_order_id }))).toEqual([1]);
    expect((await page({ appleStoreOrderId: play.store_order_id })).json().totalRecords).toBe(0);
    const apple = seeded[1]!;
    expect(idsOf(await page({ appleStoreOrderId: apple.store_order_id }))).toEqual([2]);
    expect((await page({ playStoreOrderId: apple.store_order_id })).json().totalRecords).toBe(0);
    expect(idsOf(await page({ storeOrderId: apple.store_order_id }))).toEqual([2]);
  });

  it('searches by e-mail address, by part and whatever the case', async () => {
    const email = seeded[0]!.email_address;
    expect(idsOf(await page({ emailAddress: email.toUpperCase(), pageSize: 50 }))).toEqual(idsWhere((row) => row.email_address === email && row.app_name === 'ATHAN'));
  });

  it('pages on', async () => {
    const first = idsOf(await page({ pageNumber: 1 }));
    const second = idsOf(await page({ pageNumber: 2 }));
    expect(second).toHaveLength(10);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });

  it('finds nothing, and breaks nothing, with words that look like SQL', async () => {
    for (const words of ["' or 1=1 --", '%', '_', '"; drop table subscriptions; --']) {
      const reply = await page({ emailAddress: words, userId: undefined });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().totalRecords).toBe(0);
    }
    expect((await page()).json().totalRecords).toBeGreaterThan(0);
  });

  it('takes a keyword as no search: its searches are fields of their own', async () => {
    const reply = await page({ keyword: 'imran' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().totalRecords).toBe(idsWhere((row) => row.app_name === 'ATHAN').length);
  });

  it.each([
    ['an unknown app', { appName: 'PRAYER' }],
    ['an app in lower case', { appName: 'athan' }],
    ['a number for a user id', { userId: 100001 }],
    ['an object for an e-mail address', { emailAddress: { $ne: '' } }],
    ['over-long search words', { playStoreOrderId: 'G'.repeat(255) }],
    ['a page number that is not a number', { pageNumber: 'one' }],
    ['a page of none', { pageSize: 0 }],
    ['a page beyond any', { pageNumber: 1e12 }],
  ])('refuses %s with 400 and words', async (_, body) => {
    const reply = await page(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('names its own words for an unknown app and for over-long search words', async () => {
    expect(JSON.stringify((await page({ appName: 'PRAYER' })).json())).toContain(M.appName);
    expect(JSON.stringify((await page({ emailAddress: 'a'.repeat(300) })).json())).toContain(M.searchTooLong);
  });
});

describe('one subscription', () => {
  it('has every field of the spec, with an Urdu name as sent', async () => {
    const reply = await get('/1');
    expect(reply.statusCode).toBe(200);
    const detail = subscriptions.calls.find.reply.parse(reply.json());
    expect(Object.keys(detail).sort()).toEqual(Object.keys(subscriptionsContract.subscriptionDetail.shape).sort());
    expect(detail).toMatchObject({ id: 1, type: 'MONTHLY', status: 1, platform: 'PLAY_STORE', name: 'عمران احمد خان', userId: '100001', autoRenewing: true });
    expect(detail.expiryDate).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('has no expiry when bought for life', async () => {
    const detail = (await get('/7')).json();
    expect(detail).toMatchObject({ id: 7, type: 'LIFETIME', expiryDate: null });
  });

  it('answers 404 for an id no subscription has', async () => {
    const reply = await get('/99999');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(M.notFound);
  });

  it.each(['abc', '-1', '0', '1.5', '1e40', "1' or '1'='1"])('refuses the id %s with 4xx, never 500', async (id) => {
    const reply = await get(`/${encodeURIComponent(id)}`);
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
  });
});

describe('the receipt', () => {
  it('is a PDF named after the subscription, listing it in its embedded fonts', async () => {
    const reply = await receipt(1, { authorization: `Bearer ${admin}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="receipt-1.pdf"');
    const pdf = reply.rawPayload;
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(titleOf(text)).toBe('Receipt of subscription 1');
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // Both fonts are embedded (subset), the Latin one and the Naskh for the Urdu name.
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Inter/);
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+NotoNaskhArabic/);
    expect(text).toContain('/FontFile2');
    // The cross-reference table's offsets point at its objects.
    const xref = Number(/startxref\s+(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });

  it('embeds no Naskh font for a subscription without an Arabic-script name', async () => {
    const text = (await receipt(48, { authorization: `Bearer ${admin}` })).rawPayload.toString('latin1');
    expect(seeded[47]!.details).toContain('Ayesha Siddiqui');
    expect(titleOf(text)).toBe('Receipt of subscription 48');
    expect(text).not.toMatch(/NotoNaskhArabic/);
  });

  it('takes the token in x-auth-header, which no other call takes', async () => {
    expect((await receipt(2, { 'x-auth-header': admin })).statusCode).toBe(200);
    expect((await receipt(2, { 'x-auth-header': admin })).headers['content-disposition']).toContain('receipt-2.pdf');
    const listed = await server.app.inject({ method: 'POST', url: '/api/subscriptions/user/subscription/list', payload: { pageNumber: 1, pageSize: 10, appName: 'ATHAN' }, headers: { 'x-auth-header': admin } });
    expect(listed.statusCode).toBe(401);
    const found = await server.app.inject({ method: 'GET', url: '/api/subscriptions/user/subscription/1', headers: { 'x-auth-header': admin } });
    expect(found.statusCode).toBe(401);
  });

  it('answers 401 without a token, 404 for an unknown id and 4xx for an id that is not one', async () => {
    expect((await receipt(1)).statusCode).toBe(401);
    const unknown = await receipt(99999, { 'x-auth-header': admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
    for (const id of ['', 'abc', '-3', '2.5', '9'.repeat(30)]) {
      const reply = await receipt(encodeURIComponent(id), { 'x-auth-header': admin });
      expect(reply.statusCode).toBe(400);
    }
  });
});

describe('permissions', () => {
  it('refuse everything to someone without the SUBSCRIPTIONS point', async () => {
    expect((await page({}, shopper)).statusCode).toBe(403);
    expect((await get('/1', shopper)).statusCode).toBe(403);
    expect((await receipt(1, { 'x-auth-header': shopper })).statusCode).toBe(403);
    expect((await get('/1/history', shopper)).statusCode).toBe(403);
  });

  it('let the list bit list, and keep a subscription and its receipt for the view bit', async () => {
    expect((await page({}, lister)).statusCode).toBe(200);
    expect((await get('/1', lister)).statusCode).toBe(403);
    expect((await receipt(1, { 'x-auth-header': lister })).statusCode).toBe(403);
    const viewer = await staffWith(server, 'Subscription viewer', { SUBSCRIPTIONS: list | view });
    expect((await get('/1', viewer)).statusCode).toBe(200);
    expect((await receipt(1, { 'x-auth-header': viewer })).statusCode).toBe(200);
  });

  it('answer 401 to no session', async () => {
    expect((await server.call({ method: 'POST', url: '/api/subscriptions/user/subscription/list', payload: { pageNumber: 1, pageSize: 10 } })).statusCode).toBe(401);
  });
});
