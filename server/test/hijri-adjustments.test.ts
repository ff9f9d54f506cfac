import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

const { countrySettings, HIJRI_MESSAGES, COUNTRY_CODES } = siteContract;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = async (method: 'GET' | 'POST', url: string, account: DemoAccount = 'content', payload?: object) =>
  server.call({ method, url: `/api/site${url}`, payload, token: await server.tokenOf(account) });
const settings = async (account: DemoAccount = 'content') => countrySettings.reply.parse((await call('GET', '/location/get-country-settings', account)).json());
const idOf = async (code: string) => (await settings()).find((setting) => setting.countryCode === code)!.countryId;

describe('the Hijri country settings', () => {
  it('lists every country by name with its ISO code and adjustment', async () => {
    const all = await settings('viewer');
    expect(all).toHaveLength(COUNTRY_CODES.length);
    expect(all.map((setting) => setting.countryName)).toEqual([...all.map((setting) => setting.countryName)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.find((setting) => setting.countryCode === 'PK')).toMatchObject({ countryName: 'Pakistan', hijriAdjustment: -1 });
    expect(all.find((setting) => setting.countryCode === 'SA')).toMatchObject({ countryName: 'Saudi Arabia', hijriAdjustment: 0 });
  });

  it('is refused without a session and without the list bit', async () => {
    expect((await server.call({ method: 'GET', url: '/api/site/location/get-country-settings' })).statusCode).toBe(401);
    expect((await call('GET', '/location/get-country-settings', 'moderator')).statusCode).toBe(403);
  });
});

describe('changing an adjustment', () => {
  it('stores the new value, answers success, and records who changed it', async () => {
    const egypt = await idOf('EG');
    const reply = await call('POST', `/location/update-hijri-adjustment?countryId=${egypt}&hijriAdjustment=-2`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, data: { countryCode: 'EG', hijriAdjustment: -2 } });
    expect((await settings()).find((setting) => setting.countryId === egypt)?.hijriAdjustment).toBe(-2);
    const history = await server.db.selectFrom('record_history').selectAll().where('resource', '=', 'hijri setting').where('record_id', '=', egypt).execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ user_name: 'Yusuf Qureshi', action: 'updated' });
    expect(JSON.parse(history[0]!.changes)).toEqual([{ field: 'hijriAdjustment', from: 0, to: -2 }]);
  });

  it('is refused without the edit bit, and nothing changes', async () => {
    const turkey = await idOf('TR');
    const reply = await call('POST', `/location/update-hijri-adjustment?countryId=${turkey}&hijriAdjustment=1`, 'viewer');
    expect(reply.statusCode).toBe(403);
    expect((await settings()).find((setting) => setting.countryId === turkey)?.hijriAdjustment).toBe(0);
  });

  it.each([
    ['an adjustment outside −2…+2', 'countryId=1&hijriAdjustment=3', 400, HIJRI_MESSAGES.adjustment],
    ['a fractional adjustment', 'countryId=1&hijriAdjustment=0.5', 400, HIJRI_MESSAGES.adjustment],
    ['a word for the adjustment', 'countryId=1&hijriAdjustment=plus', 400, HIJRI_MESSAGES.adjustment],
    ['no adjustment', 'countryId=1', 400, HIJRI_MESSAGES.adjustment],
    ['no country', 'hijriAdjustment=1', 400, HIJRI_MESSAGES.countryNotFound],
    ['a country id that is not a number', 'countryId=PK&hijriAdjustment=1', 400, HIJRI_MESSAGES.countryNotFound],
    ['a country that does not exist', 'countryId=99999&hijriAdjustment=1', 404, HIJRI_MESSAGES.countryNotFound],
  ])('refuses %s with a 4xx and words', async (_, query, status, message) => {
    const reply = await call('POST', `/location/update-hijri-adjustment?${query}`);
    expect(reply.statusCode).toBe(status);
    expect(reply.json().message).toBe(message);
  });
});

describe('the remote-config push', () => {
  it('records who pushed which adjustments to which platform, and says no service is connected', async () => {
    const reply = await call('POST', '/firebase/remote-config-update/android', 'admin');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: HIJRI_MESSAGES.pushedAndroid, data: { platform: 'android', pushedBy: 'Amina Rahman', countries: COUNTRY_CODES.length } });
    const ios = await call('POST', '/firebase/remote-config-update/ios', 'content', {});
    expect(ios.json()).toMatchObject({ success: true, message: HIJRI_MESSAGES.pushedIos });
    const pushes = await server.db.selectFrom('remote_config_pushes').selectAll().orderBy('id').execute();
    expect(pushes.map((push) => [push.platform, push.user_name])).toEqual([
      ['android', 'Amina Rahman'],
      ['ios', 'Yusuf Qureshi'],
    ]);
    const sent = JSON.parse(pushes[0]!.adjustments) as Record<string, number>;
    expect(Object.keys(sent)).toHaveLength(COUNTRY_CODES.length);
    expect(sent.PK).toBe(-1);
  });

  it('is refused for another platform and without the edit bit', async () => {
    const web = await call('POST', '/firebase/remote-config-update/web');
    expect(web.statusCode).toBe(400);
    expect(web.json().message).toBe(HIJRI_MESSAGES.platform);
    expect((await call('POST', '/firebase/remote-config-update/ios', 'viewer')).statusCode).toBe(403);
  });
});
