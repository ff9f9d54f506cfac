import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { upsertSyncedProduct, type SyncedProduct } from '../services/shop/products/upsert-synced-product';
import { startTestServer, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { products, PRODUCT_MESSAGES: M } = shopContract;
const NOW = Date.parse('2026-11-20T10:00:00.000Z');
// A slug with hyphens, and a second vendor whose slug is the first's beginning, so that `noor-…-8120` names one product only.
const SLUG = 'amal-abayas-test';

let server: TestServer;
let vendorId: number;
let shortVendorId: number;
let category: { main: number; sub: number; otherSub: number; otherMain: number };
let tagIds: number[];
let admin: string;

const image = (id: string, position: number) => ({ id, src: `https://cdn.example.test/${id}.png`, alt: `View ${position}`, position });
const synced = (productId: string, overrides: Partial<SyncedProduct> = {}): SyncedProduct => ({
  productId,
  title: `Linen Abaya ${productId}`,
  description: '<p>Soft linen.</p>',
  price: '49.00',
  currency: 'GBP',
  vendorProductUrl: `https://amal.example.test/products/${productId}`,
  storeResponse: { id: productId, title: `Linen Abaya ${productId}` },
  images: [image(`${productId}-1`, 1), image(`${productId}-2`, 2), image(`${productId}-3`, 3)],
  ...overrides,
});

async function addVendor(name: string, slug: string): Promise<number> {
  const row = await server.db
    .insertInto('vendors')
    .values({ name, slug, description: name, website_link: 'https://example.test', contact: 'shop@example.test', store_type: 'SHOPIFY', is_active: 1, updated_at: new Date(NOW).toISOString() } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
async function addCategory(name: string, parent: number | null): Promise<number> {
  const row = await server.db
    .insertInto('product_categories')
    .values({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), description: name, is_active: 1, parent_category_id: parent, updated_at: new Date(NOW).toISOString() } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenOf('admin');
  vendorId = await addVendor('Amal Abayas (test)', SLUG);
  shortVendorId = await addVendor('Amal (test)', 'amal');
  const main = await addCategory('Test Outerwear', null);
  const otherMain = await addCategory('Test Scarves', null);
  category = { main, otherMain, sub: await addCategory('Test Abayas', main), otherSub: await addCategory('Test Hijabs', otherMain) };
  const tags = await server.db
    .insertInto('product_tags')
    .values(['Test Linen', 'Test Summer'].map((name) => ({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), description: name, is_active: 1, updated_at: new Date(NOW).toISOString() }) as never))
    .returning('id')
    .execute();
  tagIds = tags.map((tag) => Number(tag.id));
  for (let index = 0; index < 30; index++) await upsertSyncedProduct(server.db, vendorId, synced(`8120-${index}`), NOW + index * 1000);
  await upsertSyncedProduct(server.db, shortVendorId, synced('abayas-test-8120-0', { title: 'Look-alike' }), NOW);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = admin) => server.call({ method, url: `/api/shop${url}`, payload, token });
const list = (body: object, token = admin) => call('POST', '/product/paginated', { pageNumber: 1, pageSize: 25, descending: true, ...body }, token);
const CHOICES = () => ({ categoryId: category.main, subCategoryId: category.sub, tagIds, isActive: true, rank: 3 });

describe('the product list', () => {
  it('answers 25 a page of a vendor, newest change first, with vendor and category names', async () => {
    const reply = await list({ vendorId });
    expect(reply.statusCode).toBe(200);
    const page = products.calls.list.reply.parse(reply.json());
    expect(page.totalRecords).toBe(30);
    expect(page.content).toHaveLength(25);
    expect(page.content[0]).toMatchObject({ productId: '8120-29', vendorSlug: SLUG, vendorName: 'Amal Abayas (test)', vendorStoreCurrency: 'GBP', isActive: false, categoryId: null, approvedImages: [] });
    // A list row leaves out the store's description and whole answer, which only one product's detail carries.
    expect(reply.json().content[0]).not.toHaveProperty('storeResponse');
    expect(reply.json().content[0]).not.toHaveProperty('description');
    expect((await list({ vendorId, pageNumber: 2 })).json().content).toHaveLength(5);
  });

  it('filters by title words, category and status; 0 and empty list every one', async () => {
    expect((await list({ vendorId, title: 'abaya 8120-1' })).json().totalRecords).toBe(11);
    await call('PATCH', `/product/${SLUG}/8120-7`, CHOICES());
    expect((await list({ categoryId: category.main })).json().content.map((row: { productId: string }) => row.productId)).toEqual(['8120-7']);
    expect((await list({ vendorId, status: 'ACTIVE' })).json().totalRecords).toBe(1);
    expect((await list({ vendorId, status: 'INACTIVE' })).json().totalRecords).toBe(29);
    expect((await list({ vendorId, status: '', categoryId: 0 })).json().totalRecords).toBe(30);
  });

  it('refuses bad filters with 400 and a caller without the list bit with 403', async () => {
    expect((await list({ status: 'DELETED' })).statusCode).toBe(400);
    expect((await list({ vendorId: 'noor' })).statusCode).toBe(400);
    expect((await list({ pageSize: 0 })).statusCode).toBe(400);
    const noList = await staffWith(server, 'Products viewer without list', { PRODUCTS: PERMISSION_BITS.view });
    expect((await list({}, noList)).statusCode).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/shop/product/paginated', payload: { pageNumber: 1, pageSize: 25 } })).statusCode).toBe(401);
  });
});

describe('one product by its vendor slug and store id', () => {
  it('answers the detail, telling a slug with hyphens from a vendor whose slug begins the same', async () => {
    const reply = await call('GET', `/product/${SLUG}-8120-3?fetchDetail=true`);
    expect(reply.statusCode).toBe(200);
    const found = products.calls.find.reply.parse(reply.json());
    expect(found).toMatchObject({ productId: '8120-3', vendorSlug: SLUG, description: '<p>Soft linen.</p>' });
    expect(JSON.parse(found.storeResponse)).toMatchObject({ id: '8120-3' });
    const lookAlike = await call('GET', `/product/amal-abayas-test-8120-0`);
    expect(lookAlike.json()).toMatchObject({ vendorSlug: SLUG, productId: '8120-0' });
    expect((await call('PATCH', `/product/amal/ACTIVE/abayas-test-8120-0`)).json().data).toMatchObject({ vendorSlug: 'amal', title: 'Look-alike' });
  });

  it('answers 404 with words for an unknown product or vendor', async () => {
    for (const url of [`/product/${SLUG}-999`, '/product/nobody-8120-3']) {
      const reply = await call('GET', url);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(M.notFound);
    }
    expect((await call('PATCH', `/product/${SLUG}/999`, CHOICES())).statusCode).toBe(404);
    expect((await call('PATCH', `/product/nobody/ACTIVE/8120-3`)).statusCode).toBe(404);
  });
});

describe('staff choices', () => {
  it('saves category, sub-category, tags, rank and status, with the change in its history', async () => {
    const reply = await call('PATCH', `/product/${SLUG}/8120-4`, CHOICES());
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ message: 'Record updated successfully!', data: { categoryId: category.main, subCategoryId: category.sub, tagIds, rank: 3, isActive: true, categoryName: 'Test Outerwear' } });
    const id = reply.json().data.id as number;
    const history = (await call('GET', `/product/history/${id}`)).json();
    expect(history.content[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'categoryId', from: null, to: category.main },
        { field: 'rank', from: 0, to: 3 },
      ]),
    );
    expect(JSON.stringify(history.content[0].changes)).not.toContain('storeResponse');
  });

  it.each([
    ['no category', { categoryId: undefined }, 'categoryId', M.required],
    ['no sub-category', { subCategoryId: null }, 'subCategoryId', M.required],
    ['no status', { isActive: undefined }, 'isActive', M.required],
    ['a negative rank', { rank: -1 }, 'rank', M.rank],
    ['a fractional rank', { rank: 1.5 }, 'rank', M.rank],
    ['a text tag', { tagIds: ['linen'] }, 'tagIds.0', undefined],
  ])('refuses %s with 400 and its words', async (_name, change, field, words) => {
    const reply = await call('PATCH', `/product/${SLUG}/8120-5`, { ...CHOICES(), ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields[field]).toBe(words ?? reply.json().fields[field]);
    expect(reply.json().fields[field]).toEqual(expect.any(String));
  });

  it.each([
    ['a sub-category of another category', () => ({ subCategoryId: category.otherSub }), 'subCategoryId', M.subCategoryOfAnother],
    ['a sub-category as the category', () => ({ categoryId: category.sub }), 'categoryId', M.topLevelCategory],
    ['an unknown category', () => ({ categoryId: 99_999 }), 'categoryId', M.unknownCategory],
    ['an unknown tag', () => ({ tagIds: [99_999] }), 'tagIds', M.unknownTag],
  ])('refuses %s with 400 and its words', async (_name, change, field, words) => {
    const reply = await call('PATCH', `/product/${SLUG}/8120-5`, { ...CHOICES(), ...change() });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: M.saveFailed, fields: { [field]: words } });
  });

  it('keeps a script out of nothing it stores: choices are numbers, and an id in the path is only looked up', async () => {
    const reply = await call('PATCH', `/product/${SLUG}/${encodeURIComponent('<script>alert(1)</script>')}`, CHOICES());
    expect(reply.statusCode).toBe(404);
  });

  it('refuses an overlong path, too many tags or pictures, and a rank past the largest, with 400; repeated tags are kept once', async () => {
    expect((await call('GET', `/product/${SLUG}-${'9'.repeat(300)}`)).statusCode).toBe(400);
    expect((await call('PATCH', `/product/${SLUG}/8120-12`, { ...CHOICES(), tagIds: Array.from({ length: 51 }, (_, index) => index + 1) })).json().fields.tagIds).toBe(M.tooManyTags);
    expect((await call('PATCH', `/product/${SLUG}/8120-12`, { ...CHOICES(), rank: 100_001 })).json().fields.rank).toBe(M.rank);
    expect((await call('PATCH', `/product/approve-image/${SLUG}/8120-12`, { images: Array.from({ length: 51 }, (_, index) => `8120-12-${index}`) })).statusCode).toBe(400);
    expect((await call('PATCH', `/product/approve-image/nobody/8120-12`, { images: ['8120-12-1'] })).statusCode).toBe(404);
    const saved = await call('PATCH', `/product/${SLUG}/8120-12`, { ...CHOICES(), tagIds: [tagIds[0], tagIds[0]] });
    expect(saved.json().data.tagIds).toEqual([tagIds[0]]);
  });

  it('needs the edit bit to save, to change status and to approve pictures', async () => {
    const viewer = await staffWith(server, 'Products list and view only', { PRODUCTS: PERMISSION_BITS.list | PERMISSION_BITS.view });
    expect((await call('PATCH', `/product/${SLUG}/8120-6`, CHOICES(), viewer)).statusCode).toBe(403);
    expect((await call('PATCH', `/product/${SLUG}/ACTIVE/8120-6`, undefined, viewer)).statusCode).toBe(403);
    expect((await call('PATCH', `/product/approve-image/${SLUG}/8120-6`, { images: ['8120-6-1'] }, viewer)).statusCode).toBe(403);
    expect((await call('GET', `/product/${SLUG}-8120-6`, undefined, viewer)).statusCode).toBe(200);
    const otherPoint = await staffWith(server, 'Vendors only', { VENDORS: PERMISSION_BITS.all });
    expect((await call('GET', `/product/${SLUG}-8120-6`, undefined, otherPoint)).statusCode).toBe(403);
  });
});

describe('status and pictures shown on the web', () => {
  it('activates and deactivates, answering the spec’s words', async () => {
    const on = await call('PATCH', `/product/${SLUG}/ACTIVE/8120-8`);
    expect(on.json()).toMatchObject({ message: 'Status updated successfully', data: { isActive: true } });
    const off = await call('PATCH', `/product/${SLUG}/INACTIVE/8120-8`);
    expect(off.json()).toMatchObject({ data: { isActive: false } });
  });

  it('approves two pictures and disapproves one, in the store’s order', async () => {
    const approved = await call('PATCH', `/product/approve-image/${SLUG}/8120-9`, { images: ['8120-9-3', '8120-9-1'] });
    expect(approved.json()).toMatchObject({ message: 'Record updated successfully!', data: { approvedImages: ['8120-9-1', '8120-9-3'] } });
    const removed = await call('PATCH', `/product/disapprove-image/${SLUG}/8120-9`, { images: ['8120-9-1'] });
    expect(removed.json().data.approvedImages).toEqual(['8120-9-3']);
  });

  it('refuses a picture the product does not have, naming it, and an empty or malformed list', async () => {
    const other = await call('PATCH', `/product/approve-image/${SLUG}/8120-9`, { images: ['8120-10-1'] });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(shopContract.unknownImageMessage('8120-10-1'));
    expect((await call('PATCH', `/product/disapprove-image/${SLUG}/8120-9`, { images: [] })).json().fields.images).toBe(M.noImages);
    expect((await call('PATCH', `/product/approve-image/${SLUG}/8120-9`, { images: 'all' })).statusCode).toBe(400);
    expect((await call('PATCH', `/product/approve-image/${SLUG}/8120-9`, {})).statusCode).toBe(400);
  });
});

describe('a store sync writing products', () => {
  it('adds a new product inactive with no category, sanitising its description', async () => {
    const { created, id } = await upsertSyncedProduct(server.db, vendorId, synced('new-1', { description: '<p onclick="steal()">Hi<script>alert(1)</script><img src="javascript:x"></p>' }), NOW);
    expect(created).toBe(true);
    const row = await server.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_active: 0, category_id: null, tag_ids: '[]', approved_images: '[]', description: '<p>Hi</p>' });
  });

  it('changes only the store’s fields of a known product, keeping staff choices; an approved picture gone drops out', async () => {
    const saved = (await call('PATCH', `/product/${SLUG}/8120-11`, CHOICES())).json().data;
    await call('PATCH', `/product/approve-image/${SLUG}/8120-11`, { images: ['8120-11-1', '8120-11-2'] });
    const images = [image('8120-11-2', 1), image('8120-11-4', 2)];
    const { created, id } = await upsertSyncedProduct(server.db, vendorId, synced('8120-11', { title: 'Linen Abaya, new season', price: 55, images }), NOW + 99_000);
    expect(created).toBe(false);
    expect(id).toBe(saved.id);
    const found = products.calls.find.reply.parse((await call('GET', `/product/${SLUG}-8120-11?fetchDetail=true`)).json());
    expect(found).toMatchObject({ title: 'Linen Abaya, new season', price: '55', categoryId: category.main, subCategoryId: category.sub, tagIds, rank: 3, isActive: true, approvedImages: ['8120-11-2'] });
    expect(found.images.map((one) => one.id)).toEqual(['8120-11-2', '8120-11-4']);
  });
});

describe('the demo products', () => {
  it('are one finished sync of Noor Modest Wear: forty with two to four stored pictures, a third with categories, tags and pictures shown', async () => {
    const noor = await server.db.selectFrom('vendors').select('id').where('slug', '=', 'noor-modest-wear').executeTakeFirstOrThrow();
    const all = products.calls.list.reply.parse((await list({ vendorId: noor.id, pageSize: 100 })).json()).content;
    expect(all).toHaveLength(40);
    expect(all.every((one) => one.images.length >= 2 && one.images.length <= 4 && one.images[0]!.src.startsWith('/api/storage/files/'))).toBe(true);
    const chosen = all.filter((one) => one.categoryId !== null);
    expect(chosen.length).toBeGreaterThan(10);
    expect(chosen.every((one) => one.subCategoryId !== null && one.approvedImages.length > 0 && one.tagIds.length > 0)).toBe(true);
    const picture = await server.call({ method: 'GET', url: all[0]!.images[0]!.src });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });
});
