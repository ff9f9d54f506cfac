import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { MULTIPART_BOUNDARY, multipart, ONE_PIXEL_PNG, startTestServer, type DemoAccount, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { businessUsers, BUSINESS_USER_MESSAGES: M } = siteContract;
const KB = 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BUSINESS = {
  name: 'Data Darbar Langar',
  placeTitle: 'Data Darbar Langar',
  email: 'langar@example.com',
  password: 'Langar!2345',
  placeCategoryId: 6,
  placeAddress: 'Data Darbar Road',
  placeCityName: 'Lahore',
  placeCountryName: 'Pakistan',
  placeLatitude: '31.579',
  placeLongitude: '74.305',
  placeDescription: 'Free meals every day',
};

type Token = DemoAccount | { token: string };
const tokenOf = async (who: Token) => (typeof who === 'string' ? server.tokenOf(who) : who.token);
const post = async (path: string, payload: object, who: Token = 'content') =>
  server.call({ method: 'POST', url: `/api/site${path}`, payload, token: await tokenOf(who) });
const register = (payload: object, who?: Token) => post('/admin/account/register-business', payload, who);
const list = (body: object, who?: Token) => post('/admin/account/list', { limitCount: 25, firstIndex: -2, pageno: 1, ...body }, who);
const searchCities = (keyword: string, who?: Token) => post('/legacy-location/global-search', { keyword, limitCount: 25, firstIndex: -2, pageno: 1 }, who);

describe('the business user list', () => {
  it('lists the seeded businesses, filtered by place type (0: All) and searched by name', async () => {
    const all = businessUsers.calls.list.reply.parse((await list({ placeCategoryId: 0 })).json());
    expect(all.totalRecords).toBe(6);
    expect(new Set(all.content.map((business) => business.countryName)).size).toBeGreaterThanOrEqual(4);
    const mosques = (await list({ placeCategoryId: 1 })).json();
    expect(mosques.content.map((business: { name: string }) => business.name).sort()).toEqual(['Badshahi Mosque Trust', 'East London Mosque']);
    expect((await list({ name: 'biryani' })).json().content.map((business: { name: string }) => business.name)).toEqual(['Karachi Biryani House']);
    const byName = (await list({ sortField: 'name', descending: false })).json();
    expect(byName.content[0].name).toBe('Al-Noor Weekend School');
  });

  it('refuses a bad filter with 400, and a caller without the list bit with 403', async () => {
    expect((await list({ placeCategoryId: 7 })).statusCode).toBe(400);
    expect((await list({ sortField: 'password' })).statusCode).toBe(400);
    expect((await list({}, 'moderator')).statusCode).toBe(403);
  });
});

describe('registering and changing a business user', () => {
  it('adds an account of the apps in the business group, finds it, changes it and writes its history', async () => {
    const created = await register({ ...BUSINESS, groupId: 1, group_id: 1, role: 'admin', status: 1, userId: 1 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Record added successfully!', data: { name: BUSINESS.name, username: BUSINESS.email, cityName: 'Lahore', placeCategoryId: 6 } });
    const userId = created.json().data.userId as number;
    expect(userId).not.toBe(1);

    // What the caller sent about groups, roles and ids is not read: the account holds no permission at all.
    const account = await server.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(account.group_id).toBe(900);
    expect(account.password_hash).toMatch(/^scrypt/);
    expect(account.password_hash).not.toContain(BUSINESS.password);
    const signedIn = await server.login(BUSINESS.email, BUSINESS.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().securityPermissions ?? {}).toEqual({});
    const businessToken = { token: String(signedIn.headers['x-auth-token']) };
    expect((await list({}, businessToken)).statusCode).toBe(403);
    expect((await register({ ...BUSINESS, email: 'second@example.com' }, businessToken)).statusCode).toBe(403);

    const found = await server.call({ method: 'GET', url: `/api/site/admin/account/find?userId=${userId}`, token: await server.tokenOf('viewer') });
    expect(found.json()).toMatchObject({ userId, name: BUSINESS.name, latitude: '31.579' });

    const updated = await post('/admin/account/update-business', {
      userId,
      name: 'Data Darbar Free Kitchen',
      title: 'Data Darbar Free Kitchen',
      email: BUSINESS.email,
      placeCategoryId: 6,
      address: 'Data Darbar Road',
      cityName: 'Lahore',
      countryName: 'Pakistan',
      latitude: '31.579',
      longitude: '74.305',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Record updated successfully!', data: { name: 'Data Darbar Free Kitchen' } });
    const history = (await server.call({ method: 'GET', url: `/api/site/admin/account/history?id=${userId}`, token: await server.tokenOf('content') })).json();
    expect(history.content.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
    expect(history.content[0].changes).toEqual([{ field: 'name', from: BUSINESS.name, to: 'Data Darbar Free Kitchen' }]);
  });

  it("refuses another account's e-mail, so no account is taken over, and touches no staff account", async () => {
    const taken = await register({ ...BUSINESS, email: 'Admin@Example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: M.emailTaken, fields: { email: M.emailTaken } });
    const admin = await server.db.selectFrom('users').select(['id', 'group_id']).where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    const onAdmin = await post('/admin/account/update-business', { userId: admin.id, name: 'Mine now', email: 'thief@example.com', placeCategoryId: 3, cityName: 'Lahore' });
    expect(onAdmin.statusCode).toBe(404);
    const deleteAdmin = await server.call({ method: 'DELETE', url: `/api/site/admin/account/delete-business?userId=${admin.id}`, token: await server.tokenOf('content') });
    expect(deleteAdmin.statusCode).toBe(404);
    expect(await server.db.selectFrom('users').select(['email', 'group_id']).where('id', '=', admin.id).executeTakeFirstOrThrow()).toEqual({ email: 'admin@example.com', group_id: admin.group_id });

    const seeded = (await list({ name: 'Biryani' })).json().content[0];
    const stealing = await post('/admin/account/update-business', { ...seeded, title: seeded.name, email: 'content@example.com' });
    expect(stealing.statusCode).toBe(409);
  });

  it.each([
    ['no name', { name: '' }, 'name', M.name],
    ['a name over 60 characters', { name: 'n'.repeat(61) }, 'name', M.nameTooLong],
    ['no e-mail', { email: 'not-an-email' }, 'email', M.email],
    ['no business type', { placeCategoryId: 0 }, 'placeCategoryId', M.placeType],
    ['an address over 250 characters', { placeAddress: 'a'.repeat(251) }, 'placeAddress', M.addressTooLong],
    ['no city', { placeCityName: ' ' }, 'placeCityName', M.city],
    ['a latitude over 50 characters', { placeLatitude: '1'.repeat(51) }, 'placeLatitude', M.coordinate],
    ['a latitude off the globe', { placeLatitude: '91' }, 'placeLatitude', M.latitude],
    ['no password', { password: '' }, 'password', M.password],
    ['a password over 50 characters', { password: 'p'.repeat(51) }, 'password', M.passwordTooLong],
    ['a description over 500 characters', { placeDescription: 'd'.repeat(501) }, 'placeDescription', M.descriptionTooLong],
  ])('refuses %s with 400 and the words at the field', async (_case, change, field, message) => {
    const reply = await register({ ...BUSINESS, email: 'invalid@example.com', ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields[field]).toBe(message);
  });

  it('answers a body that is not an object, or an id out of range, with 400', async () => {
    expect((await server.call({ method: 'POST', url: '/api/site/admin/account/register-business', payload: '[1]', headers: { 'content-type': 'application/json' }, token: await server.tokenOf('content') })).statusCode).toBe(400);
    expect((await server.call({ method: 'GET', url: '/api/site/admin/account/find?userId=99999999999', token: await server.tokenOf('content') })).statusCode).toBe(400);
  });
});

describe('the bits of business users', () => {
  it('needs add to register, edit to change and to delete, list to list', async () => {
    const { list: listBit, view, add, edit } = PERMISSION_BITS;
    const adder = { token: await staffWith(server, 'Business adders', { LOCAL_COMMUNITY: listBit | view | add }) };
    const editor = { token: await staffWith(server, 'Business editors', { LOCAL_COMMUNITY: listBit | view | edit }) };
    const created = await register({ ...BUSINESS, email: 'bits@example.com' }, adder);
    expect(created.statusCode).toBe(200);
    const business = created.json().data;
    expect((await register({ ...BUSINESS, email: 'bits2@example.com' }, editor)).statusCode).toBe(403);
    const change = { ...business, email: business.username, title: business.name, name: 'Bits Kitchen' };
    expect((await post('/admin/account/update-business', change, adder)).statusCode).toBe(403);
    expect((await post('/admin/account/update-business', change, editor)).statusCode).toBe(200);
    const remove = async (who: Token) => server.call({ method: 'DELETE', url: `/api/site/admin/account/delete-business?userId=${business.userId}`, token: await tokenOf(who) });
    expect((await remove('viewer')).statusCode).toBe(403);
    expect((await remove(adder)).statusCode).toBe(403);
    expect((await remove(editor)).statusCode).toBe(200);
    // The account goes with its place.
    expect(await server.db.selectFrom('users').select('id').where('id', '=', business.userId).executeTakeFirst()).toBeUndefined();
    expect((await remove(editor)).statusCode).toBe(404);
  });
});

describe("a business user's picture", () => {
  const upload = async (userId: string, bytes: Buffer, type = 'image/png', who: Token = 'content') =>
    server.call({
      method: 'POST',
      url: '/api/site/profile/image/upload/user',
      payload: multipart([{ name: 'userId', value: userId }, { name: 'file', value: bytes, fileName: 'shop.png', type }]),
      headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
      token: await tokenOf(who),
    });
  const pngOf = (bytes: number) => Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(Math.max(0, bytes - ONE_PIXEL_PNG.length))]);

  it('keeps a picture under 250 KB and answers it; refuses a larger one, another type, or no bits', async () => {
    const userId = String((await list({ name: 'Fatih' })).json().content[0].userId);
    const saved = await upload(userId, pngOf(200 * KB));
    expect(saved.statusCode).toBe(200);
    const stored = await server.call({ method: 'GET', url: `/api/site/profile/image/user/${userId}`, token: await server.tokenOf('viewer') });
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.rawPayload.length).toBe(200 * KB);
    const tooLarge = await upload(userId, pngOf(250 * KB + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Image size must be less than 250KB!');
    expect((await upload(userId, Buffer.from('%PDF-1.4 not a picture'), 'application/pdf')).statusCode).toBe(415);
    expect((await upload('987654', pngOf(KB))).statusCode).toBe(404);
    expect((await upload(userId, pngOf(KB), 'image/png', 'viewer')).statusCode).toBe(403);
  });
});

describe('the city search', () => {
  it("finds Lahore by 'Lah' with its country and coordinates, at most 25 cities", async () => {
    const reply = await searchCities('Lah');
    expect(reply.statusCode).toBe(200);
    const { cities } = siteContract.citySearch.reply.parse(reply.json());
    expect(cities[0]).toMatchObject({ cityName: 'Lahore', countryName: 'Pakistan' });
    expect(cities[0]!.latitude).toBeCloseTo(31.56, 1);
    expect(cities[0]!.longitude).toBeCloseTo(74.35, 1);
    expect(cities.length).toBe(25);
    expect((await searchCities('zzqx')).json().cities).toEqual([]);
  });

  it('answers from 3 characters only, never more than 25, and only to those who add or edit business users', async () => {
    for (const short of ['', 'La', '  L ']) {
      const reply = await searchCities(short);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().fields.keyword).toBe(M.searchTooShort);
    }
    expect((await post('/legacy-location/global-search', { keyword: 'San', limitCount: 26 })).statusCode).toBe(400);
    expect((await searchCities('Lah', 'viewer')).statusCode).toBe(403);
  });
});
