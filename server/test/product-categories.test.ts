import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { MULTIPART_BOUNDARY as BOUNDARY, multipart, ONE_PIXEL_PNG, startTestServer, type Part, type TestServer } from './harness';
import { pngDeclaring } from './pictures';
import { staffWith } from './staff-with';

const { productCategories, productCategoryNames, PRODUCT_CATEGORY_MESSAGES: M } = shopContract;
const KB = 1024;
const { list: LIST, view: VIEW, add: ADD } = PERMISSION_BITS;

let server: TestServer;
let admin: string;
/** May list and view product categories, nothing more. */
let reader: string;
/** May add but not change. */
let adder: string;
/** Holds every bit on vendors but none on products. */
let vendorKeeper: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenOf('admin');
  reader = await staffWith(server, 'Category Readers', { PRODUCTS: LIST | VIEW });
  adder = await staffWith(server, 'Category Adders', { PRODUCTS: LIST | VIEW | ADD });
  vendorKeeper = await staffWith(server, 'Vendor Keepers', { VENDORS: 127 });
}, 60_000);
afterAll(() => server.close());

/** A PNG of about `bytes` bytes: a real PNG's leading bytes, padded. */
const pngOf = (bytes: number) => Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(Math.max(0, bytes - ONE_PIXEL_PNG.length))]);
const file = (name: 'imageFile' | 'bannerFile', bytes: Buffer = ONE_PIXEL_PNG, type = 'image/png'): Part => ({ name, value: bytes, fileName: `${name}.png`, type });
const request = (values: object): Part => ({ name: 'request', value: JSON.stringify(values) });
const CATEGORY = { name: 'Prayer Beads', description: 'Tasbih of olive wood and stone', slug: 'prayer-beads', isActive: true, parentCategoryId: null, displayRank: null };

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const create = (parts: Part[], token = admin) => server.call({ method: 'POST', url: '/api/shop/category', payload: multipart(parts), headers: multipartHeaders, token });
const update = (id: number, parts: Part[], token = admin) => server.call({ method: 'PUT', url: `/api/shop/category/${id}`, payload: multipart(parts), headers: multipartHeaders, token });
const list = (body: object, token = admin) =>
  server.call({ method: 'POST', url: '/api/shop/category/paginated', payload: { pageNumber: 1, pageSize: 25, descending: true, ...body }, token });
const find = (id: number | string, token = admin) => server.call({ method: 'GET', url: `/api/shop/category/${id}`, token });
const setStatus = (id: number | string, status: string, token = admin) => server.call({ method: 'PATCH', url: `/api/shop/category/${id}/${status}`, token });
const idOfNamed = async (name: string) => Number((await server.db.selectFrom('product_categories').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);

describe('the product category list', () => {
  it('lists the seeded categories 25 a page, newest change first, each sub-category naming its parent', async () => {
    const reply = await list({});
    expect(reply.statusCode).toBe(200);
    const page = productCategories.calls.list.reply.parse(reply.json());
    expect(page.totalRecords).toBeGreaterThan(25);
    expect(page.content).toHaveLength(25);
    const attar = (await list({ name: 'attar' })).json().content;
    expect(attar).toEqual([expect.objectContaining({ name: 'Attar', slug: 'attar', parentCategoryName: 'Fragrance', displayRank: 1, isActive: true, hasImage: true, hasBanner: false })]);
    const fragrance = (await list({ name: 'Fragrance' })).json().content[0];
    expect(fragrance).toMatchObject({ parentCategoryId: null, parentCategoryName: null, displayRank: null, hasImage: true, hasBanner: true });
  });

  it('filters by status and by words of the slug, and pages on', async () => {
    const inactive = (await list({ status: 'INACTIVE' })).json();
    expect(inactive.content.map((category: { name: string }) => category.name).sort()).toEqual(['Seasonal Offers', 'Seerah']);
    const active = (await list({ status: 'ACTIVE' })).json();
    const all = (await list({ status: '' })).json();
    expect(active.totalRecords + inactive.totalRecords).toBe(all.totalRecords);
    expect((await list({ slug: 'prayer-mat' })).json().content.map((category: { name: string }) => category.name).sort()).toEqual(['Kids Prayer Mats', 'Prayer Mats']);
    const second = (await list({ pageNumber: 2 })).json();
    expect(second.content.length).toBe(all.totalRecords - 25);
  });

  it('refuses a bad filter with 400, and callers without the list bit on products with 403', async () => {
    expect((await list({ status: 'DELETED' })).statusCode).toBe(400);
    expect((await list({ pageSize: 'many' })).statusCode).toBe(400);
    expect((await list({}, vendorKeeper)).statusCode).toBe(403);
    expect((await list({}, await server.tokenOf('content'))).statusCode).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/shop/category/paginated', payload: {} })).statusCode).toBe(401);
  });

  it('answers the name summary to whoever may list, parents and states included', async () => {
    const reply = await server.call({ method: 'GET', url: '/api/shop/category/name-summary', token: reader });
    expect(reply.statusCode).toBe(200);
    const { content } = productCategoryNames.reply.parse(reply.json());
    const books = content.find((category) => category.name === 'Books')!;
    expect(books.parentCategoryId).toBeNull();
    expect(content.find((category) => category.name === 'Seerah')).toMatchObject({ parentCategoryId: books.id, isActive: false });
    expect((await server.call({ method: 'GET', url: '/api/shop/category/name-summary', token: vendorKeeper })).statusCode).toBe(403);
  });
});

describe('adding and changing a category', () => {
  it('adds a top-level category without pictures, then a sub-category with a rank, its picture and banner', async () => {
    const top = await create([request(CATEGORY)]);
    expect(top.statusCode).toBe(200);
    expect(top.json()).toMatchObject({ success: true, message: 'Record added successfully!', data: { ...CATEGORY, hasImage: false, hasBanner: false } });
    const topId = top.json().data.id as number;

    const sub = await create([request({ ...CATEGORY, name: 'Olive Wood', slug: 'olive-wood', parentCategoryId: topId, displayRank: 2 }), file('imageFile', pngOf(90 * KB)), file('bannerFile', pngOf(400 * KB))]);
    expect(sub.statusCode).toBe(200);
    expect(sub.json().data).toMatchObject({ parentCategoryId: topId, parentCategoryName: 'Prayer Beads', displayRank: 2, hasImage: true, hasBanner: true });
    const subId = sub.json().data.id as number;
    const image = await server.call({ method: 'GET', url: `/api/shop/category/${subId}/image`, token: reader });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.length).toBe(90 * KB);
    expect((await server.call({ method: 'GET', url: `/api/shop/category/${subId}/banner`, token: reader })).rawPayload.length).toBe(400 * KB);
    expect((await server.call({ method: 'GET', url: `/api/shop/category/${topId}/image`, token: reader })).statusCode).toBe(404);

    // An update without files keeps the stored ones; taking the parent away drops the rank.
    const changed = await update(subId, [request({ ...CATEGORY, name: 'Olive Wood Tasbih', slug: 'olive-wood', parentCategoryId: null, displayRank: 4 })]);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Record updated successfully!', data: { name: 'Olive Wood Tasbih', parentCategoryId: null, displayRank: null, hasImage: true, hasBanner: true } });
    const found = productCategories.calls.find.reply.parse((await find(subId, reader)).json());
    expect(found).toMatchObject({ name: 'Olive Wood Tasbih', description: CATEGORY.description });
    const history = (await server.call({ method: 'GET', url: `/api/shop/category/${subId}/history`, token: reader })).json();
    expect(history.content[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Olive Wood', to: 'Olive Wood Tasbih' },
        { field: 'parentCategoryName', from: 'Prayer Beads', to: null },
      ]),
    );
  });

  it('changes only the category its path names, whatever id its request part carries', async () => {
    const attar = await idOfNamed('Attar');
    const hadith = await idOfNamed('Hadith');
    const books = await idOfNamed('Books');
    const reply = await update(attar, [request({ ...CATEGORY, id: hadith, name: 'Attar Oils', slug: 'attar', parentCategoryId: await idOfNamed('Fragrance'), displayRank: 1 })]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ id: attar, name: 'Attar Oils' });
    expect((await find(hadith)).json()).toMatchObject({ name: 'Hadith', parentCategoryId: books });
  });

  it('keeps script in text as text', async () => {
    const reply = await create([request({ ...CATEGORY, name: '<script>alert(1)</script>', slug: 'script-test' })]);
    expect(reply.statusCode).toBe(200);
    expect((await find(reply.json().data.id as number)).json().name).toBe('<script>alert(1)</script>');
  });

  it.each([
    ['no name', { name: '' }, M.name],
    ['a name of 251 characters', { name: 'n'.repeat(251) }, M.nameTooLong],
    ['no description', { description: '  ' }, M.description],
    ['a description of 501 characters', { description: 'd'.repeat(501) }, M.descriptionTooLong],
    ['no slug', { slug: '' }, M.slug],
    ['a slug with spaces', { slug: 'prayer beads' }, M.slugForm],
    ['a slug with capitals', { slug: 'Prayer-Beads' }, M.slugForm],
    ['a slug with a double hyphen', { slug: 'prayer--beads' }, M.slugForm],
    ['a slug with a slash', { slug: 'prayer/beads' }, M.slugForm],
    ['no status', { isActive: undefined }, M.status],
    ['a status as text', { isActive: 'yes' }, M.status],
    ['a parent that does not exist', { parentCategoryId: 999_999, displayRank: 1 }, M.parentNotFound],
    ['a parent of another kind', { parentCategoryId: 'Books', displayRank: 1 }, M.parentNotFound],
    ['a parent without a rank', { parentCategoryId: 1 }, M.rank],
    ['a negative rank', { parentCategoryId: 1, displayRank: -1 }, M.rank],
    ['a rank with a fraction', { parentCategoryId: 1, displayRank: 1.5 }, M.rank],
  ])('refuses %s with 400 and words', async (_, change, message) => {
    const reply = await create([request({ ...CATEGORY, slug: 'refused-one', ...change })]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
  });

  it('refuses a sub-category as a parent, a category as its own parent, and a parent for a category with sub-categories', async () => {
    const books = await idOfNamed('Books');
    const hadith = await idOfNamed('Hadith');
    const asParent = await create([request({ ...CATEGORY, slug: 'under-hadith', parentCategoryId: hadith, displayRank: 1 })]);
    expect(asParent.json()).toMatchObject({ message: M.parentIsSubCategory });
    expect(asParent.statusCode).toBe(400);
    const itself = await update(books, [request({ ...CATEGORY, name: 'Books', slug: 'books', parentCategoryId: books, displayRank: 1 })]);
    expect(itself.json().message).toBe(M.parentIsItself);
    const fragrance = await idOfNamed('Fragrance');
    const withChildren = await update(books, [request({ ...CATEGORY, name: 'Books', slug: 'books', parentCategoryId: fragrance, displayRank: 1 })]);
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.json().message).toBe(M.hasSubCategories);
  });

  it('refuses a slug another category has with 409', async () => {
    const reply = await create([request({ ...CATEGORY, name: 'More Books', slug: 'books' })]);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ message: M.slugTaken, fields: { slug: M.slugTaken } });
  });

  it.each([
    ['an image of 100 KB', [file('imageFile', pngOf(100 * KB))], 413, M.imageTooLarge],
    ['a banner of 500 KB', [file('bannerFile', pngOf(500 * KB))], 413, M.bannerTooLarge],
    ['a text file as the image', [file('imageFile', Buffer.from('not a picture'), 'text/plain')], 415, M.imageType],
    ['a text file named a PNG', [file('imageFile', Buffer.from('not a picture'))], 415, M.imageType],
    ['a picture declaring a huge size', [file('bannerFile', pngDeclaring(40_000, 40_000))], 413, undefined],
  ])('refuses %s', async (_, parts, status, message) => {
    const reply = await create([request({ ...CATEGORY, slug: 'with-files' }), ...parts]);
    expect(reply.statusCode).toBe(status);
    if (message) expect(reply.json().message).toBe(message);
  });

  it('refuses a form without its request part, one not JSON, an unknown part and a JSON body', async () => {
    expect((await create([file('imageFile')])).json().message).toBe(M.notJson);
    const notJson = await create([{ name: 'request', value: '{name:' }]);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(M.notJson);
    expect((await create([request(CATEGORY), { name: 'name', value: 'extra' }])).statusCode).toBe(400);
    const json = await server.call({ method: 'POST', url: '/api/shop/category', payload: CATEGORY, token: admin });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(M.notMultipart);
  });

  it('answers by the bits: adding needs add, changing edit; other groups get 403', async () => {
    expect((await create([request({ ...CATEGORY, slug: 'by-reader' })], reader)).statusCode).toBe(403);
    expect((await create([request({ ...CATEGORY, slug: 'by-vendor-keeper' })], vendorKeeper)).statusCode).toBe(403);
    const added = await create([request({ ...CATEGORY, name: 'Added by adder', slug: 'by-adder' })], adder);
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as number;
    expect((await update(id, [request({ ...CATEGORY, slug: 'by-adder' })], adder)).statusCode).toBe(403);
    expect((await setStatus(id, 'INACTIVE', adder)).statusCode).toBe(403);
    expect((await find(id, vendorKeeper)).statusCode).toBe(403);
  });

  it('answers 404 in words for an unknown category, and 400 for an id that is not one', async () => {
    expect((await find(999_999)).statusCode).toBe(404);
    expect((await find(999_999)).json().message).toBe(M.notFound);
    expect((await update(999_999, [request({ ...CATEGORY, slug: 'nobody' })])).statusCode).toBe(404);
    expect((await setStatus(999_999, 'ACTIVE')).statusCode).toBe(404);
    expect((await find('abc')).statusCode).toBe(400);
    expect((await find(-3)).statusCode).toBe(400);
    expect((await setStatus(1, 'DELETED')).statusCode).toBe(404);
  });
});

describe('activating and deactivating', () => {
  it('deactivates and activates a category, each in its history', async () => {
    const id = await idOfNamed('Tasbih');
    const off = await setStatus(id, 'INACTIVE');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ success: true, message: 'Status updated successfully', data: { id, isActive: false } });
    expect((await list({ name: 'Tasbih', status: 'INACTIVE' })).json().content.map((category: { id: number }) => category.id)).toContain(id);
    const on = await setStatus(id, 'ACTIVE');
    expect(on.json().data.isActive).toBe(true);
    const history = (await server.call({ method: 'GET', url: `/api/shop/category/${id}/history`, token: admin })).json();
    expect(history.content.slice(0, 2).map((change: { changes: unknown }) => change.changes)).toEqual([
      [{ field: 'isActive', from: false, to: true }],
      [{ field: 'isActive', from: true, to: false }],
    ]);
  });
});
