import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { MULTIPART_BOUNDARY, multipart, ONE_PIXEL_PNG, startTestServer, type Part, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { productTags, PRODUCT_TAG_MESSAGES: M } = shopContract;
const KB = 1024;
const { list, view, add, edit } = PERMISSION_BITS;

let server: TestServer;
let admin: string;
/** List and view on PRODUCTS only. */
let viewer: string;
/** Add without edit. */
let adder: string;
/** Every bit, but on the blog tags' point rather than the shop's. */
let blogTagger: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenOf('admin');
  viewer = await staffWith(server, 'Shop viewer', { PRODUCTS: list | view });
  adder = await staffWith(server, 'Shop adder', { PRODUCTS: list | view | add });
  blogTagger = await staffWith(server, 'Blog tagger', { TAGS: 127 });
});
afterAll(() => server.close());

const pngOf = (bytes: number) => Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(Math.max(0, bytes - ONE_PIXEL_PNG.length))]);
const image = (value: Buffer = ONE_PIXEL_PNG, type = 'image/png', fileName = 'tag.png'): Part => ({ name: 'imageFile', value, fileName, type });
const request = (values: object): Part => ({ name: 'request', value: JSON.stringify(values) });
const TAG = { name: 'Prayer Time Gift', slug: 'prayer-time-gift', description: 'Gifts that keep the prayer times', isActive: true };

const save = (parts: Part[], token = admin, id?: number) =>
  server.call({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/shop/tag' : `/api/shop/tag/${id}`,
    payload: multipart(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
    token,
  });
const page = (body: object = {}, token = admin) => server.call({ method: 'POST', url: '/api/shop/tag/paginated', payload: { pageNumber: 1, pageSize: 25, descending: true, ...body }, token });
const get = (path: string, token = admin) => server.call({ method: 'GET', url: `/api/shop/tag${path}`, token });
const patch = (path: string, token = admin) => server.call({ method: 'PATCH', url: `/api/shop/tag${path}`, token });
const names = (reply: { json(): { content: { name: string }[] } }) => reply.json().content.map((tag) => tag.name);

describe('the product tag list', () => {
  it('lists the twelve seeded tags newest first, 25 a page, two of them inactive and six with a picture', async () => {
    const reply = await page();
    expect(reply.statusCode).toBe(200);
    const tags = productTags.calls.list.reply.parse(reply.json());
    expect(tags.totalRecords).toBe(12);
    expect(tags.content[0]).toMatchObject({ name: 'Hajj Essentials', slug: 'hajj-essentials', isActive: false, image: null });
    expect(tags.content.filter((tag) => !tag.isActive).map((tag) => tag.name)).toEqual(['Hajj Essentials', 'Clearance']);
    expect(tags.content.filter((tag) => tag.image).length).toBe(6);
    expect(tags.content.find((tag) => tag.name === 'Eid Gift')?.image).toMatch(/^\/tag\/\d+\/image$/);
  });

  it('filters by words of the name, of the slug and by status', async () => {
    expect(names(await page({ name: 'GIFT' }))).toEqual(['Eid Gift']);
    expect(names(await page({ slug: 'halal-' }))).toEqual(['Halal Certified']);
    expect(names(await page({ status: 'INACTIVE' }))).toEqual(['Hajj Essentials', 'Clearance']);
    expect((await page({ status: 'ACTIVE' })).json().totalRecords).toBe(10);
    expect((await page({ status: '' })).json().totalRecords).toBe(12);
    expect(names(await page({ name: 'e', status: 'INACTIVE', slug: 'clear' }))).toEqual(['Clearance']);
    expect(names(await page({ name: '%' }))).toEqual([]);
  });

  it('refuses a bad list body with 400 and words', async () => {
    for (const body of [{ status: 'DELETED' }, { pageSize: 100_000 }, { pageNumber: 0 }, { name: 'x'.repeat(251) }, { sortProperties: 'slug' }]) {
      const reply = await page(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().message).toBeTruthy();
    }
  });

  it('answers the name summary by name, with each state, to whoever may list', async () => {
    const reply = await get('/name-summary', viewer);
    expect(reply.statusCode).toBe(200);
    const summary = shopContract.productTagNames.reply.parse(reply.json());
    expect(summary.content.length).toBeGreaterThanOrEqual(12);
    expect(summary.content[0]).toMatchObject({ name: 'Bestseller', isActive: true });
    expect(summary.content.find((tag) => tag.name === 'Clearance')?.isActive).toBe(false);
  });
});

describe('adding and changing a tag', () => {
  it('adds a tag with a picture, finds it, changes it keeping the picture, and keeps each change in its history', async () => {
    const created = await save([request(TAG), image(pngOf(400 * KB))]);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: 'Record added successfully!', data: { ...TAG } });
    const id = created.json().data.id as number;
    expect(created.json().data.image).toBe(`/tag/${id}/image`);

    const found = await get(`/${id}`, viewer);
    expect(productTags.calls.find.reply.parse(found.json())).toMatchObject({ id, ...TAG });
    const picture = await get(`/${id}/image`, viewer);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.length).toBe(400 * KB);

    const updated = await save([request({ ...TAG, name: 'Prayer Gift', description: 'Renamed' })], admin, id);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Record updated successfully!', data: { name: 'Prayer Gift', slug: TAG.slug, image: `/tag/${id}/image` } });
    expect((await get(`/${id}/image`)).rawPayload.length).toBe(400 * KB);

    const history = (await get(`/${id}/history`)).json();
    expect(history.content[0].changes).toEqual([
      { field: 'name', from: TAG.name, to: 'Prayer Gift' },
      { field: 'description', from: TAG.description, to: 'Renamed' },
    ]);
  });

  it('changes only the tag its path names, whatever id the request part carries', async () => {
    const organic = (await page({ name: 'Organic' })).json().content[0];
    const mine = (await save([request({ ...TAG, name: 'Mine', slug: 'mine' })])).json().data;
    const changed = await save([request({ ...TAG, id: organic.id, name: 'Mine again', slug: 'mine' })], admin, mine.id);
    expect(changed.json().data).toMatchObject({ id: mine.id, name: 'Mine again' });
    expect((await get(`/${organic.id}`)).json()).toMatchObject({ name: 'Organic', slug: 'organic' });
  });

  it('adds a tag without a picture, which then has none to download', async () => {
    const created = await save([request({ ...TAG, name: 'No Picture', slug: 'no-picture' })]);
    expect(created.statusCode).toBe(200);
    expect(created.json().data.image).toBeNull();
    const picture = await get(`/${created.json().data.id}/image`);
    expect(picture.statusCode).toBe(404);
    expect(picture.json().message).toBe(M.notFound);
  });

  it('keeps a name with markup as the text it is', async () => {
    const name = '<script>alert(1)</script> Eid <b>Sale</b>';
    const created = await save([request({ ...TAG, name, slug: 'eid-sale-markup' })]);
    expect(created.statusCode).toBe(200);
    expect((await get(`/${created.json().data.id}`)).json().name).toBe(name);
  });

  it.each([
    ['no name', { ...TAG, name: '  ' }, 'name', M.name],
    ['a name of 251 characters', { ...TAG, name: 'n'.repeat(251) }, 'name', M.nameTooLong],
    ['no slug', { ...TAG, slug: '' }, 'slug', M.slug],
    ['a slug with spaces', { ...TAG, slug: 'prayer gift' }, 'slug', M.slugForm],
    ['a slug with capitals', { ...TAG, slug: 'Prayer-Gift' }, 'slug', M.slugForm],
    ['a slug with markup', { ...TAG, slug: '<script>' }, 'slug', M.slugForm],
    ['no description', { ...TAG, description: '' }, 'description', M.description],
    ['a description of 501 characters', { ...TAG, description: 'd'.repeat(501) }, 'description', M.descriptionTooLong],
    ['no status', { name: TAG.name, slug: 'no-status', description: 'x' }, 'isActive', M.status],
    ['a status in words', { ...TAG, slug: 'status-words', isActive: 'ACTIVE' }, 'isActive', M.status],
  ])('refuses %s with 400 and the words on the field', async (_case, values, field, message) => {
    const reply = await save([request(values)]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
    expect(reply.json().fields?.[field]).toBe(message);
  });

  it('accepts a name of 250 characters and a description of 500', async () => {
    const reply = await save([request({ ...TAG, name: 'n'.repeat(250), slug: 'long-one', description: 'd'.repeat(500) })]);
    expect(reply.statusCode).toBe(200);
  });

  it('refuses a slug another tag has with 409, on add and on change', async () => {
    const taken = await save([request({ ...TAG, name: 'Bestseller again', slug: 'bestseller' })]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: M.slugTaken, fields: { slug: M.slugTaken } });
    const other = await save([request({ ...TAG, name: 'Soon', slug: 'soon' })]);
    const renamed = await save([request({ ...TAG, slug: 'organic' })], admin, other.json().data.id);
    expect(renamed.statusCode).toBe(409);
  });

  it.each([
    ['a picture over 500 KB', image(pngOf(500 * KB + 1)), 413, M.imageTooLarge],
    ['a PDF', image(Buffer.from('%PDF-1.4 not a picture'), 'application/pdf', 'tag.pdf'), 415, M.imageType],
    ['a text file called PNG', image(Buffer.from('plain text'), 'image/png'), 415, M.imageType],
  ])('refuses %s in words', async (_case, part, status, message) => {
    const reply = await save([request({ ...TAG, slug: 'picture-case' }), part]);
    expect(reply.statusCode).toBe(status);
    expect(reply.json().message).toBe(message);
  });

  it('refuses a form without its JSON part, one that is not JSON, fields as parts of their own, and JSON instead of a form', async () => {
    expect((await save([image()])).statusCode).toBe(400);
    expect((await save([{ name: 'request', value: '{"name": "Eid",' }])).statusCode).toBe(400);
    expect((await save([request(TAG), { name: 'name', value: 'Other' }])).statusCode).toBe(400);
    const json = await server.call({ method: 'POST', url: '/api/shop/tag', payload: TAG, token: admin });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for a tag that does not exist, and 400 for an id that is not one', async () => {
    for (const reply of [await get('/999999'), await save([request({ ...TAG, slug: 'ghost' })], admin, 999_999), await patch('/999999/ACTIVE'), await get('/999999/history')]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(M.notFound);
    }
    expect((await get('/abc')).statusCode).toBe(400);
    expect((await get('/-1')).statusCode).toBe(400);
    expect((await patch('/1/DELETED')).statusCode).toBe(404);
  });
});

describe('activating and deactivating', () => {
  it('deactivates and activates a tag, each in its history, answering the spec words', async () => {
    const { id } = (await page({ name: 'Bestseller' })).json().content[0];
    const off = await patch(`/${id}/INACTIVE`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ success: true, message: 'Status updated successfully', data: { id, isActive: false } });
    expect(names(await page({ status: 'INACTIVE', name: 'Bestseller' }))).toEqual(['Bestseller']);
    const on = await patch(`/${id}/ACTIVE`);
    expect(on.json().data.isActive).toBe(true);
    const history = (await get(`/${id}/history`)).json();
    expect(history.content[0].changes).toEqual([{ field: 'isActive', from: false, to: true }]);
  });
});

describe('who may do what', () => {
  it('refuses a caller without a session with 401', async () => {
    expect((await server.call({ method: 'POST', url: '/api/shop/tag/paginated', payload: {} })).statusCode).toBe(401);
    expect((await server.call({ method: 'GET', url: '/api/shop/tag/name-summary' })).statusCode).toBe(401);
  });

  it('refuses every call to someone whose bits are on the blog tags, not the shop', async () => {
    for (const reply of [await page({}, blogTagger), await get('/1', blogTagger), await get('/name-summary', blogTagger), await get('/1/image', blogTagger), await patch('/1/INACTIVE', blogTagger), await save([request({ ...TAG, slug: 'blog' })], blogTagger)]) {
      expect(reply.statusCode).toBe(403);
    }
  });

  it('lets a viewer list and look but neither add, change nor change a status', async () => {
    expect((await page({}, viewer)).statusCode).toBe(200);
    expect((await save([request({ ...TAG, slug: 'viewer-tag' })], viewer)).statusCode).toBe(403);
    expect((await save([request({ ...TAG, slug: 'viewer-tag' })], viewer, 1)).statusCode).toBe(403);
    expect((await patch('/1/INACTIVE', viewer)).statusCode).toBe(403);
  });

  it('lets the add bit add, but not change or change a status without edit', async () => {
    const created = await save([request({ ...TAG, name: 'Added by adder', slug: 'added-by-adder' })], adder);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect((await save([request({ ...TAG, slug: 'added-by-adder' })], adder, id)).statusCode).toBe(403);
    expect((await patch(`/${id}/INACTIVE`, adder)).statusCode).toBe(403);
    const editor = await staffWith(server, 'Shop editor', { PRODUCTS: list | view | edit });
    expect((await patch(`/${id}/INACTIVE`, editor)).statusCode).toBe(200);
  });
});
