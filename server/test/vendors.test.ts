import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopContract, uploadsContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { HttpError } from '../http/errors';
import { SAMPLE_STORES } from '../services/shop/sample-stores/credentials';
import { readStoreAccess } from '../services/shop/vendors';
import { MULTIPART_BOUNDARY as BOUNDARY, multipart, ONE_PIXEL_PNG, startTestServer, TEST_SECRET, type Part, type TestServer } from './harness';
import { pngDeclaring } from './pictures';
import { staffWith } from './staff-with';

const { vendors, vendorNames, VENDOR_MESSAGES: M } = shopContract;
const KB = 1024;
const { list: LIST, view: VIEW, add: ADD, edit: EDIT } = PERMISSION_BITS;

/** Every line the server logs, kept to look for tokens in. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let server: TestServer;
let admin: string;
/** May list and view vendors, nothing more. */
let reader: string;
/** May add but not change. */
let adder: string;
/** May change but not add. */
let editor: string;
/** Holds every bit on products but none on vendors. */
let productKeeper: string;
beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'trace', stream: logStream } });
  admin = await server.tokenOf('admin');
  reader = await staffWith(server, 'Vendor Readers', { VENDORS: LIST | VIEW });
  adder = await staffWith(server, 'Vendor Adders', { VENDORS: LIST | VIEW | ADD });
  editor = await staffWith(server, 'Vendor Editors', { VENDORS: LIST | VIEW | EDIT });
  productKeeper = await staffWith(server, 'Product Keepers', { PRODUCTS: 127 });
}, 60_000);
afterAll(() => server.close());

const TOKENS = ['shpat_sample_noor_modest_wear', 'shpat_revoked_barakah_books', 'public_sample_crescent_kitchen', 'shpat_new_token_9f3a', 'shpat_second_token_7c1d', 'public_new_token_b2e4'];
/** No reply, stored history or log line carries a store token as it is. */
const expectNoToken = (text: string) => {
  for (const token of TOKENS) expect(text).not.toContain(token);
};

/** A PNG of about `bytes` bytes: a real PNG's leading bytes, padded. */
const pngOf = (bytes: number) => Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(Math.max(0, bytes - ONE_PIXEL_PNG.length))]);
const file = (name: 'imageFile' | 'logoFile' | 'bannerFile', bytes: Buffer = ONE_PIXEL_PNG, type = 'image/png'): Part => ({ name, value: bytes, fileName: `${name}.png`, type });
const request = (values: object): Part => ({ name: 'request', value: JSON.stringify(values) });
const SHOPIFY = {
  name: 'Sidra Perfumes',
  slug: 'sidra-perfumes',
  description: 'Attar and oud from small distillers',
  websiteLink: 'https://sidra-perfumes.example.com',
  contact: 'shop@sidra-perfumes.example.com',
  storeType: 'SHOPIFY',
  isActive: true,
  shopifyData: { storeDomain: 'sidra-perfumes.myshopify.com', adminAccessToken: 'shpat_new_token_9f3a', storeVersion: '2025-10' },
};
const ECWID_DATA = { storeId: '55501234', publicToken: 'public_new_token_b2e4' };

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const create = (parts: Part[], token = admin) => server.call({ method: 'POST', url: '/api/shop/vendor', payload: multipart(parts), headers: multipartHeaders, token });
const update = (id: number, parts: Part[], token = admin) => server.call({ method: 'PUT', url: `/api/shop/vendor/${id}`, payload: multipart(parts), headers: multipartHeaders, token });
const list = (body: object, token = admin) =>
  server.call({ method: 'POST', url: '/api/shop/vendor/paginated', payload: { pageNumber: 1, pageSize: 25, descending: true, ...body }, token });
const find = (id: number | string, token = admin) => server.call({ method: 'GET', url: `/api/shop/vendor/${id}`, token });
const setStatus = (id: number | string, status: string, token = admin) => server.call({ method: 'PATCH', url: `/api/shop/vendor/${id}/${status}`, token });
const idOfNamed = async (name: string) => Number((await server.db.selectFrom('vendors').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
let made = 0;
/** A new Shopify vendor with a slug of its own; answers its id. */
const addVendor = async (change: object = {}) => {
  made += 1;
  const reply = await create([request({ ...SHOPIFY, name: `Vendor ${made}`, slug: `vendor-${made}`, ...change })]);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.id as number;
};

describe('the vendor list', () => {
  it('lists the three demo vendors newest change first, their tokens only masked', async () => {
    const reply = await list({});
    expect(reply.statusCode).toBe(200);
    expectNoToken(reply.body);
    expect(reply.body).not.toContain('sealed:');
    const page = vendors.calls.list.reply.parse(reply.json());
    expect(page.content.map((vendor) => vendor.name)).toEqual(['Crescent Kitchen', 'Barakah Books', 'Noor Modest Wear']);
    expect(page.content[2]).toMatchObject({
      slug: 'noor-modest-wear',
      storeType: 'SHOPIFY',
      isActive: true,
      shopifyData: { storeDomain: 'noor-modest-wear.myshopify.com', storeVersion: SAMPLE_STORES.shopify.storeVersion, adminAccessTokenMasked: 'shpat_…wear', hasAdminAccessToken: true },
      ecwidData: null,
      hasImage: true,
      hasLogo: true,
      hasBanner: true,
    });
    expect(page.content[0]).toMatchObject({ storeType: 'ECWID', shopifyData: null, ecwidData: { storeId: '10987654', publicTokenMasked: 'public_…chen', hasPublicToken: true } });
  });

  it('searches by words of the name, filters by status, and pages 25 at a time', async () => {
    expect((await list({ name: 'BOOKS' })).json().content.map((vendor: { name: string }) => vendor.name)).toEqual(['Barakah Books']);
    expect((await list({ status: 'INACTIVE', name: 'Barakah' })).json().totalRecords).toBe(0);
    expect((await list({ status: 'ACTIVE', name: 'Barakah' })).json().totalRecords).toBe(1);
    expect((await list({ status: '' })).json().totalRecords).toBeGreaterThanOrEqual(3);
    expect((await list({ name: '%' })).json().totalRecords).toBe(0);
  });

  it('refuses a bad filter with 400, and callers without the list bit on vendors with 403', async () => {
    expect((await list({ status: 'DELETED' })).statusCode).toBe(400);
    expect((await list({ status: true })).statusCode).toBe(400);
    expect((await list({ pageSize: 'many' })).statusCode).toBe(400);
    expect((await list({}, productKeeper)).statusCode).toBe(403);
    expect((await list({}, await server.tokenOf('content'))).statusCode).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/shop/vendor/paginated', payload: {} })).statusCode).toBe(401);
  });

  it('answers the name summary to whoever may list vendors or products, and no one else', async () => {
    for (const token of [reader, productKeeper]) {
      const reply = await server.call({ method: 'GET', url: '/api/shop/vendor/name-summary', token });
      expect(reply.statusCode).toBe(200);
      const { content } = vendorNames.reply.parse(reply.json());
      expect(content.find((vendor) => vendor.name === 'Crescent Kitchen')).toMatchObject({ slug: 'crescent-kitchen', storeType: 'ECWID', isActive: true });
      expectNoToken(reply.body);
    }
    expect((await server.call({ method: 'GET', url: '/api/shop/vendor/name-summary', token: await server.tokenOf('content') })).statusCode).toBe(403);
  });
});

describe('adding and changing a vendor', () => {
  it('adds a Shopify vendor with its pictures, its token sealed at rest and only masked in replies', async () => {
    const reply = await create([request(SHOPIFY), file('imageFile', pngOf(90 * KB)), file('logoFile', pngOf(80 * KB)), file('bannerFile', pngOf(400 * KB))]);
    expect(reply.statusCode).toBe(200);
    expectNoToken(reply.body);
    const { shopifyData, ...fields } = SHOPIFY;
    expect(reply.json()).toMatchObject({
      success: true,
      message: 'Record added successfully!',
      data: { ...fields, shopifyData: { storeDomain: shopifyData.storeDomain, storeVersion: '2025-10', adminAccessTokenMasked: 'shpat_…9f3a', hasAdminAccessToken: true }, hasImage: true, hasLogo: true, hasBanner: true },
    });
    const id = reply.json().data.id as number;
    const row = await server.db.selectFrom('vendors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.admin_access_token_sealed).toMatch(/^sealed:v1:/);
    expect(JSON.stringify(row)).not.toContain(shopifyData.adminAccessToken);
    expect(await readStoreAccess(server.db, { secret: TEST_SECRET }, id)).toEqual({ vendorId: id, slug: SHOPIFY.slug, storeType: 'SHOPIFY', ...shopifyData });

    for (const [part, bytes] of [['image', 90], ['logo', 80], ['banner', 400]] as const) {
      const picture = await server.call({ method: 'GET', url: `/api/shop/vendor/${id}/${part}`, token: reader });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.rawPayload.length).toBe(bytes * KB);
    }
    const found = await find(id, reader);
    expectNoToken(found.body);
    expect(vendors.calls.find.reply.parse(found.json())).toMatchObject({ name: SHOPIFY.name, shopifyData: { adminAccessTokenMasked: 'shpat_…9f3a' } });
  });

  it('keeps the stored token when an edit leaves it empty, and replaces it with a new one', async () => {
    const id = await addVendor();
    const kept = await update(id, [request({ ...SHOPIFY, name: 'Renamed', slug: `vendor-${made}`, shopifyData: { ...SHOPIFY.shopifyData, adminAccessToken: '' } })], editor);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ message: 'Record updated successfully!', data: { name: 'Renamed', shopifyData: { adminAccessTokenMasked: 'shpat_…9f3a', hasAdminAccessToken: true } } });
    expect(await readStoreAccess(server.db, { secret: TEST_SECRET }, id)).toMatchObject({ adminAccessToken: 'shpat_new_token_9f3a' });
    // Left out altogether, it is kept too.
    const { adminAccessToken: _left, ...withoutToken } = SHOPIFY.shopifyData;
    expect((await update(id, [request({ ...SHOPIFY, slug: `vendor-${made}`, shopifyData: withoutToken })], editor)).statusCode).toBe(200);
    expect(await readStoreAccess(server.db, { secret: TEST_SECRET }, id)).toMatchObject({ adminAccessToken: 'shpat_new_token_9f3a' });

    const replaced = await update(id, [request({ ...SHOPIFY, slug: `vendor-${made}`, shopifyData: { ...SHOPIFY.shopifyData, adminAccessToken: 'shpat_second_token_7c1d', storeVersion: '2026-01' } })], editor);
    expect(replaced.json().data.shopifyData).toEqual({ storeDomain: SHOPIFY.shopifyData.storeDomain, storeVersion: '2026-01', adminAccessTokenMasked: 'shpat_…7c1d', hasAdminAccessToken: true });
    expectNoToken(replaced.body);
    expect(await readStoreAccess(server.db, { secret: TEST_SECRET }, id)).toMatchObject({ adminAccessToken: 'shpat_second_token_7c1d', storeVersion: '2026-01' });

    const history = await server.call({ method: 'GET', url: `/api/shop/vendor/${id}/history`, token: reader });
    expect(history.statusCode).toBe(200);
    expectNoToken(history.body);
    expect(history.json().content[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'storeVersion', from: '2025-10', to: '2026-01' },
        { field: 'adminAccessToken', from: 'shpat_…9f3a', to: 'shpat_…7c1d' },
      ]),
    );
  });

  it('moves a vendor to Ecwid only with an Ecwid token, then forgets its Shopify keys', async () => {
    const id = await addVendor();
    const slug = `vendor-${made}`;
    const without = await update(id, [request({ ...SHOPIFY, slug, storeType: 'ECWID', ecwidData: { storeId: '55501234', publicToken: '' } })]);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: M.publicToken, fields: { 'ecwidData.publicToken': M.publicToken } });

    const moved = await update(id, [request({ ...SHOPIFY, slug, storeType: 'ECWID', ecwidData: ECWID_DATA })]);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ storeType: 'ECWID', shopifyData: null, ecwidData: { storeId: '55501234', publicTokenMasked: 'public_…b2e4', hasPublicToken: true } });
    expect(await readStoreAccess(server.db, { secret: TEST_SECRET }, id)).toEqual({ vendorId: id, slug, storeType: 'ECWID', ...ECWID_DATA });
    const row = await server.db.selectFrom('vendors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ store_domain: '', admin_access_token_sealed: null, admin_access_token_mask: '' });
  });

  it('answers readStoreAccess for an unknown vendor with a 404', async () => {
    await expect(readStoreAccess(server.db, { secret: TEST_SECRET }, 999_999)).rejects.toMatchObject({ status: 404, message: M.notFound });
    await expect(readStoreAccess(server.db, { secret: TEST_SECRET }, 999_999)).rejects.toBeInstanceOf(HttpError);
  });

  it('answers a token sealed under another secret with 409 and words, never a crypto error', async () => {
    const id = await addVendor();
    await expect(readStoreAccess(server.db, { secret: 'another-secret' }, id)).rejects.toMatchObject({ status: 409, message: M.tokenUnreadable });
    await server.db.updateTable('vendors').set({ admin_access_token_sealed: 'sealed:v1:tampered' }).where('id', '=', id).execute();
    await expect(readStoreAccess(server.db, { secret: TEST_SECRET }, id)).rejects.toMatchObject({ status: 409, message: M.tokenUnreadable });
  });

  it('keeps script in text as text', async () => {
    const reply = await create([request({ ...SHOPIFY, name: '<script>alert(1)</script>', slug: 'script-test', description: '<img src=x onerror=alert(1)>' })]);
    expect(reply.statusCode).toBe(200);
    expect((await find(reply.json().data.id as number)).json()).toMatchObject({ name: '<script>alert(1)</script>', description: '<img src=x onerror=alert(1)>' });
  });

  it.each([
    ['no name', { name: '  ' }, M.name],
    ['a name of 251 characters', { name: 'n'.repeat(251) }, M.nameTooLong],
    ['no slug', { slug: '' }, M.slug],
    ['a slug with spaces', { slug: 'sidra perfumes' }, M.slugFormat],
    ['a slug with capitals', { slug: 'Sidra' }, M.slugFormat],
    ['a slug with a slash', { slug: 'sidra/perfumes' }, M.slugFormat],
    ['no description', { description: '' }, M.description],
    ['a description of 501 characters', { description: 'd'.repeat(501) }, M.descriptionTooLong],
    ['no website link', { websiteLink: '' }, M.websiteLink],
    ['a website link that is not one', { websiteLink: 'sidra perfumes' }, M.websiteLinkFormat],
    ['a script address as the website', { websiteLink: 'javascript:alert(1)' }, M.websiteLinkFormat],
    ['no contact', { contact: ' ' }, M.contact],
    ['no store type', { storeType: undefined }, M.storeType],
    ['another platform', { storeType: 'WOOCOMMERCE' }, M.storeType],
    ['no status', { isActive: undefined }, M.status],
    ['a status as text', { isActive: 'ACTIVE' }, M.status],
    ['Shopify without its data', { shopifyData: undefined }, M.storeDomain],
    ['Shopify without the access token', { shopifyData: { ...SHOPIFY.shopifyData, adminAccessToken: '' } }, M.adminAccessToken],
    ['Shopify without the store version', { shopifyData: { ...SHOPIFY.shopifyData, storeVersion: '' } }, M.storeVersion],
    ['Shopify with another domain', { shopifyData: { ...SHOPIFY.shopifyData, storeDomain: 'evil.example.com' } }, M.storeDomain],
    ['Shopify with a domain and a path', { shopifyData: { ...SHOPIFY.shopifyData, storeDomain: 'shop.myshopify.com/admin' } }, M.storeDomain],
    ['a token with spaces', { shopifyData: { ...SHOPIFY.shopifyData, adminAccessToken: 'shpat one' } }, M.tokenFormat],
    ['a token with a line break', { shopifyData: { ...SHOPIFY.shopifyData, adminAccessToken: 'shpat_x\r\nX-Evil: 1' } }, M.tokenFormat],
    ['a token with an accent', { storeType: 'ECWID', ecwidData: { ...ECWID_DATA, publicToken: 'public_tökén' } }, M.tokenFormat],
    ['Ecwid without its data', { storeType: 'ECWID' }, M.storeId],
    ['Ecwid without the public token', { storeType: 'ECWID', ecwidData: { storeId: '123' } }, M.publicToken],
    ['Ecwid with a store id that is not a number', { storeType: 'ECWID', ecwidData: { ...ECWID_DATA, storeId: 'crescent' } }, M.storeId],
  ])('refuses %s with 400 and words', async (_, change, message) => {
    const reply = await create([request({ ...SHOPIFY, slug: 'refused-one', ...change })]);
    expect(reply.statusCode).toBe(400);
    // Several fields missing at once are each named with their words.
    expect([reply.json().message, ...Object.values(reply.json().fields ?? {})]).toContain(message);
    expectNoToken(reply.body);
  });

  it('refuses a slug another vendor has with 409, in words', async () => {
    const reply = await create([request({ ...SHOPIFY, name: 'Noor Again', slug: 'noor-modest-wear' })]);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ message: M.slugTaken, fields: { slug: M.slugTaken } });
    const id = await addVendor();
    expect((await update(id, [request({ ...SHOPIFY, slug: 'barakah-books' })])).statusCode).toBe(409);
  });

  it.each([
    ['an image of 100 KB', [file('imageFile', pngOf(100 * KB))], 413, M.imageTooLarge],
    ['a logo of 100 KB', [file('logoFile', pngOf(100 * KB))], 413, M.imageTooLarge],
    ['a banner of 500 KB', [file('bannerFile', pngOf(500 * KB))], 413, M.bannerTooLarge],
    ['a banner of 2 MB', [file('bannerFile', pngOf(2048 * KB))], 413, M.bannerTooLarge],
    ['a text file as the logo', [file('logoFile', Buffer.from('not a picture'), 'text/plain')], 415, M.imageType],
    ['a text file named a PNG', [file('imageFile', Buffer.from('not a picture'))], 415, M.imageType],
    ['an SVG', [file('imageFile', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml')], 415, M.imageType],
    ['a picture declaring a huge size', [file('bannerFile', pngDeclaring(40_000, 40_000))], 413, uploadsContract.IMAGE_TOO_MANY_PIXELS],
  ])('refuses %s', async (_, parts, status, message) => {
    const reply = await create([request({ ...SHOPIFY, slug: 'with-files' }), ...parts]);
    expect(reply.statusCode).toBe(status);
    if (message) expect(reply.json().message).toBe(message);
    expect((await list({ name: SHOPIFY.name, pageSize: 100 })).json().content.some((vendor: { slug: string }) => vendor.slug === 'with-files')).toBe(false);
  });

  it('refuses a form without its request part, one not JSON, an unknown part and a JSON body', async () => {
    expect((await create([file('imageFile')])).json().message).toBe(M.notJson);
    const notJson = await create([{ name: 'request', value: '{name:' }]);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(M.notJson);
    expect((await create([request(SHOPIFY), { name: 'name', value: 'extra' }])).statusCode).toBe(400);
    expect((await create([request(SHOPIFY), file('imageFile'), file('imageFile')])).statusCode).toBe(400);
    const json = await server.call({ method: 'POST', url: '/api/shop/vendor', payload: SHOPIFY, token: admin });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(M.notMultipart);
  });

  it('answers 404 for an unknown vendor and 400 for an id that is not one', async () => {
    expect((await find(999_999)).statusCode).toBe(404);
    expect((await find(999_999)).json().message).toBe(M.notFound);
    expect((await find('abc')).statusCode).toBe(400);
    expect((await find(-1)).statusCode).toBe(400);
    expect((await update(999_999, [request({ ...SHOPIFY, slug: 'nobody' })])).statusCode).toBe(404);
    expect((await setStatus(999_999, 'ACTIVE')).statusCode).toBe(404);
    expect((await server.call({ method: 'GET', url: '/api/shop/vendor/999999/logo', token: admin })).statusCode).toBe(404);
  });
});

describe('activating and deactivating', () => {
  it('deactivates and activates a vendor, in words, the list filtering by its state', async () => {
    const id = await addVendor({ name: 'Zamzam Travel Goods', slug: 'zamzam-travel-goods' });
    const off = await setStatus(id, 'INACTIVE', editor);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ success: true, message: 'Status updated successfully', data: { id, isActive: false } });
    expectNoToken(off.body);
    expect((await list({ status: 'INACTIVE', name: 'Zamzam' })).json().content.map((vendor: { id: number }) => vendor.id)).toEqual([id]);
    expect((await list({ status: 'ACTIVE', name: 'Zamzam' })).json().totalRecords).toBe(0);
    const on = await setStatus(id, 'ACTIVE', editor);
    expect(on.json()).toMatchObject({ message: 'Status updated successfully', data: { isActive: true } });
    expect((await setStatus(id, 'DELETED')).statusCode).toBe(404);
  });
});

describe('the bits on VENDORS', () => {
  it('lets adding need add, changing and the status need edit, reading need list or view', async () => {
    const noor = await idOfNamed('Noor Modest Wear');
    expect((await create([request({ ...SHOPIFY, slug: 'by-reader' })], reader)).statusCode).toBe(403);
    expect((await create([request({ ...SHOPIFY, slug: 'by-editor' })], editor)).statusCode).toBe(403);
    expect((await create([request({ ...SHOPIFY, slug: 'by-product-keeper' })], productKeeper)).statusCode).toBe(403);
    const added = await create([request({ ...SHOPIFY, name: 'Added by adder', slug: 'by-adder' })], adder);
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as number;
    expect((await update(id, [request({ ...SHOPIFY, slug: 'by-adder' })], adder)).statusCode).toBe(403);
    expect((await update(noor, [request({ ...SHOPIFY, slug: 'noor-modest-wear' })], reader)).statusCode).toBe(403);
    expect((await setStatus(id, 'INACTIVE', adder)).statusCode).toBe(403);
    expect((await setStatus(noor, 'INACTIVE', reader)).statusCode).toBe(403);
    expect((await find(noor, productKeeper)).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: `/api/shop/vendor/${noor}/image`, token: productKeeper })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: `/api/shop/vendor/${noor}/history`, token: productKeeper })).statusCode).toBe(403);
    expect((await find(noor)).json().isActive).toBe(true);
  });
});

describe('the log', () => {
  it('never carries a store token, through saves, refusals and reads', async () => {
    const id = await addVendor();
    await update(id, [request({ ...SHOPIFY, slug: `vendor-${made}`, shopifyData: { ...SHOPIFY.shopifyData, adminAccessToken: 'shpat_second_token_7c1d' } })]);
    await create([request({ ...SHOPIFY, slug: 'Bad Slug' })]);
    await create([request({ ...SHOPIFY, slug: 'with-big-logo' }), file('logoFile', pngOf(300 * KB))]);
    await find(id);
    expect(logLines.length).toBeGreaterThan(0);
    expectNoToken(logLines.join('\n'));
    const history = await server.db.selectFrom('record_history').selectAll().execute();
    expectNoToken(JSON.stringify(history));
  });
});
