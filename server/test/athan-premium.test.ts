import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { premiumContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { endOfToday as endOfTodayIn } from '../services/premium/athan-premium/athan-premium';
import { codeRandomness } from '../services/premium/athan-premium/draw-code';
import { startTestServer, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { athanPremium, ATHAN_PREMIUM_MESSAGES: M, PREMIUM_CODE_ALPHABET } = premiumContract;
const { list, view } = PERMISSION_BITS;
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let admin: string;
/** List and view on PREMIUM only. */
let viewer: string;
/** Every bit, on every point but PREMIUM. */
let outsider: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenOf('admin');
  viewer = await staffWith(server, 'Premium viewer', { PREMIUM: list | view });
  outsider = await staffWith(server, 'Shop keeper', { PRODUCTS: 127, SUBSCRIPTIONS: 127 });
});
afterAll(() => server.close());
const randomBytes = codeRandomness.bytes;
afterEach(() => {
  codeRandomness.bytes = randomBytes;
});

const page = (body: object = {}, token = admin) =>
  server.call({ method: 'POST', url: '/api/premium/promo-code/list', payload: { pageNumber: 1, pageSize: 10, ...body }, token });
const create = (body: object, token = admin) => server.call({ method: 'POST', url: '/api/premium/promo-code', payload: body, token });
const find = (id: number | string, token = admin) => server.call({ method: 'GET', url: `/api/premium/AthanPremium/${id}`, token });
const update = (id: number | string, body: object, token = admin) => server.call({ method: 'PUT', url: `/api/premium/AthanPremium/${id}`, payload: body, token });
const endOfToday = () => {
  const day = new Date(server.now());
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1) - 1;
};
const CODE_FORM = new RegExp(`^[${PREMIUM_CODE_ALPHABET}]{4}-[${PREMIUM_CODE_ALPHABET}]{4}-[${PREMIUM_CODE_ALPHABET}]{4}$`);

describe('the premium code list', () => {
  it('lists the forty seeded codes newest first, ten a page, unlimited and with expiry, some taken', async () => {
    const reply = await page();
    expect(reply.statusCode).toBe(200);
    const first = athanPremium.calls.list.reply.parse(reply.json());
    expect(first.totalRecords).toBeGreaterThanOrEqual(40);
    expect(first.content).toHaveLength(10);
    const all = athanPremium.calls.list.reply.parse((await page({ pageSize: 100 })).json()).content;
    expect(all.some((code) => code.expiryDate === null)).toBe(true);
    expect(all.some((code) => code.expiryDate !== null)).toBe(true);
    expect(all.some((code) => code.consumerName && code.consumerEmail && code.type)).toBe(true);
    expect(all.some((code) => code.consumerName === null && code.type === null)).toBe(true);
    expect(all.filter((code) => CODE_FORM.test(code.code)).length).toBeGreaterThanOrEqual(40);
    const dates = all.map((code) => code.createDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = athanPremium.calls.list.reply.parse((await page({ pageNumber: 2 })).json());
    expect(second.content.map((code) => code.id)).not.toContain(first.content[0]!.id);
  });

  it('searches by name, by e-mail and by code, each words anywhere and in any case', async () => {
    const byName = athanPremium.calls.list.reply.parse((await page({ username: 'ayesha' })).json()).content;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((code) => code.consumerName === 'Ayesha Malik')).toBe(true);
    const byEmail = athanPremium.calls.list.reply.parse((await page({ email: 'HAMZA.SHEIKH@' })).json()).content;
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((code) => code.consumerEmail === 'hamza.sheikh@example.com')).toBe(true);
    const some = athanPremium.calls.list.reply.parse((await page()).json()).content[3]!;
    const byCode = athanPremium.calls.list.reply.parse((await page({ promoCode: some.code.slice(5).toLowerCase() })).json()).content;
    expect(byCode.map((code) => code.id)).toEqual([some.id]);
    expect((await page({ username: 'ayesha', email: 'hamza' })).json().totalRecords).toBe(0);
    expect((await page({ promoCode: "%' or 1=1 --" })).json().totalRecords).toBe(0);
  });

  it('refuses a bad list body with 400 and words', async () => {
    for (const body of [{ pageSize: 100_000 }, { pageNumber: 0 }, { username: 'x'.repeat(251) }, { email: 5 }, { promoCode: ['A'] }]) {
      const reply = await page(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().message).toBeTruthy();
    }
  });
});

describe('generating a code', () => {
  it('makes an unlimited ACTIVE code with a drawn, readable code', async () => {
    const reply = await create({ status: 'ACTIVE', expiryDate: null });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: M.created, data: { status: 'ACTIVE', expiryDate: null, consumerName: null, type: null } });
    const made = athanPremium.calls.create!.reply.parse(reply.json()).data;
    expect(made.code).toMatch(CODE_FORM);
    expect((await find(made.id)).json()).toMatchObject({ id: made.id, code: made.code });
    expect(athanPremium.calls.list.reply.parse((await page({ promoCode: made.code })).json()).content.map((code) => code.id)).toEqual([made.id]);
  });

  it('makes a code with an expiry after today, in the spec’s format', async () => {
    const expiry = new Date(endOfToday() + 3 * DAY).toISOString();
    const reply = await create({ status: 'ACTIVE', expiryDate: expiry });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ status: 'ACTIVE', expiryDate: expiry });
    expect(reply.json().data.expiryDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('refuses an expiry today or earlier, or one that is not a date-time', async () => {
    for (const expiryDate of [new Date(endOfToday()).toISOString(), new Date(server.now() + 1000).toISOString().slice(0, 10) + 'T00:00:00.000Z', '2020-01-01T00:00:00.000Z']) {
      const reply = await create({ status: 'ACTIVE', expiryDate });
      expect(reply.statusCode, expiryDate).toBe(400);
      expect(reply.json().message).toBe(M.expiryTooSoon);
    }
    for (const expiryDate of ['tomorrow', 20_300_101, '2099-13-45T00:00:00.000Z']) {
      const reply = await create({ status: 'ACTIVE', expiryDate });
      expect(reply.statusCode, String(expiryDate)).toBe(400);
    }
  });

  it('takes today as the sender’s day: tomorrow’s midnight in Karachi is allowed, though still today in UTC', async () => {
    const now = server.now();
    const karachiMidnight = endOfTodayIn(now, 'Asia/Karachi') + 1;
    const reply = await create({ status: 'ACTIVE', expiryDate: new Date(karachiMidnight).toISOString(), timeZone: 'Asia/Karachi' });
    expect(reply.statusCode).toBe(200);
    const lastOfToday = await create({ status: 'ACTIVE', expiryDate: new Date(karachiMidnight - 1).toISOString(), timeZone: 'Asia/Karachi' });
    expect(lastOfToday.statusCode).toBe(400);
    expect(lastOfToday.json().message).toBe(M.expiryTooSoon);
    for (const timeZone of ['Mars/Olympus', "UTC'; --", 5]) {
      const refused = await create({ status: 'ACTIVE', expiryDate: new Date(now + 30 * DAY).toISOString(), timeZone });
      expect(refused.statusCode, String(timeZone)).toBe(400);
      expect(refused.json().message).toBe(M.timeZone);
    }
  });

  it('draws again when the drawn code is already taken', async () => {
    const taken = 'TAKE-NTAK-ENTA';
    await server.db
      .insertInto('athan_premium_codes')
      .values({ code: taken, status: 'ACTIVE', created_at: new Date(server.now()).toISOString(), updated_at: new Date(server.now()).toISOString() })
      .execute();
    // The unique index refuses a second row with the code, whoever writes it.
    await expect(
      server.db.insertInto('athan_premium_codes').values({ code: taken, status: 'ACTIVE', created_at: 'x', updated_at: 'x' }).execute(),
    ).rejects.toThrow();
    const draws = [taken.replaceAll('-', ''), 'FRESHC2DE234'];
    codeRandomness.bytes = (count) => Uint8Array.from([...draws.shift()!].slice(0, count).map((letter) => PREMIUM_CODE_ALPHABET.indexOf(letter)));
    const reply = await create({ status: 'ACTIVE', expiryDate: null });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.code).toBe('FRES-HC2D-E234');
  });

  it('refuses clearly when every draw is taken', async () => {
    const always = 'SAME-SAME-SAME';
    await server.db
      .insertInto('athan_premium_codes')
      .values({ code: always, status: 'ACTIVE', created_at: new Date(server.now()).toISOString(), updated_at: new Date(server.now()).toISOString() })
      .execute();
    codeRandomness.bytes = (count) => Uint8Array.from([...always.replaceAll('-', '')].slice(0, count).map((letter) => PREMIUM_CODE_ALPHABET.indexOf(letter)));
    const reply = await create({ status: 'ACTIVE' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(M.noFreeCode);
  });
});

describe('the code form', () => {
  it('adds a code typed on the form, and refuses the same code again with 409', async () => {
    const body = { code: 'RAMADAN-2026-FAMILY', status: 'ACTIVE', consumerName: 'Nadia Karim', consumerEmail: 'nadia@example.com' };
    const reply = await create(body);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ message: M.created, data: body });
    const again = await create({ ...body, consumerName: 'Someone else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.codeTaken);
  });

  it('gives a code typed by several at once to one of them, and refuses the others with 409, never a 500', async () => {
    const replies = await Promise.all(Array.from({ length: 5 }, (_, index) => create({ code: 'EID-RACE-2026', status: 'ACTIVE', consumerName: `Racer ${index}` })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const reply of replies.filter((refused) => refused.statusCode === 409)) expect(reply.json().message).toBe(M.codeTaken);
    expect((await page({ promoCode: 'EID-RACE-2026' })).json().totalRecords).toBe(1);
  });

  it('changes a code’s name, e-mail and status, keeps its code when none is typed, and refuses another’s code', async () => {
    const made = (await create({ status: 'ACTIVE', expiryDate: null })).json().data;
    const changed = await update(made.id, { status: 'CONSUMED', consumerName: 'Bilal Hassan', consumerEmail: 'bilal@example.com', code: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Record updated successfully!', data: { id: made.id, code: made.code, status: 'CONSUMED', consumerName: 'Bilal Hassan', consumerEmail: 'bilal@example.com', expiryDate: null } });
    const other = athanPremium.calls.list.reply.parse((await page()).json()).content.find((code) => code.id !== made.id)!;
    const clash = await update(made.id, { code: other.code, status: 'ACTIVE' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.codeTaken);
    const emptied = await update(made.id, { status: 'ACTIVE', consumerName: '', consumerEmail: '' });
    expect(emptied.json().data).toMatchObject({ consumerName: null, consumerEmail: null });
    const history = await server.call({ method: 'GET', url: `/api/premium/AthanPremium/${made.id}/history`, token: admin });
    expect(history.json().content.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses what cannot be stored: over-long and wrong-typed fields, a bad e-mail, an unknown status', async () => {
    const made = (await create({ status: 'ACTIVE' })).json().data;
    const refusals: [object, string | undefined][] = [
      [{ status: 'ACTIVE', code: 'C'.repeat(65) }, M.codeTooLong],
      [{ status: 'ACTIVE', consumerName: 'n'.repeat(251) }, M.nameTooLong],
      [{ status: 'ACTIVE', consumerEmail: `${'e'.repeat(245)}@example.com` }, M.emailTooLong],
      [{ status: 'ACTIVE', consumerEmail: 'not an e-mail' }, M.email],
      [{ status: 'USED' }, M.status],
      [{ status: 7 }, M.status],
      [{ status: 'ACTIVE', consumerName: ['a'] }, undefined],
      [{ status: 'ACTIVE', code: 12345 }, undefined],
      [{}, M.status],
    ];
    for (const [body, message] of refusals) {
      for (const reply of [await update(made.id, body), await create(body)]) {
        expect(reply.statusCode, JSON.stringify(body)).toBe(400);
        if (message) expect(reply.json().message).toBe(message);
      }
    }
  });

  it('keeps injection-looking words as words', async () => {
    const name = "Robert'); DROP TABLE athan_premium_codes;--";
    const reply = await create({ status: 'ACTIVE', consumerName: name, code: "X' OR '1'='1" });
    expect(reply.statusCode).toBe(200);
    expect((await find(reply.json().data.id)).json()).toMatchObject({ consumerName: name, code: "X' OR '1'='1" });
    expect((await page()).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect((await find(999_999)).statusCode).toBe(404);
    expect((await find(999_999)).json().message).toBe(M.notFound);
    expect((await update(999_999, { status: 'ACTIVE' })).statusCode).toBe(404);
    expect((await find('abc')).statusCode).toBe(400);
    expect((await find('1 or 1=1')).statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it('lets a viewer list and open codes but not generate or change one', async () => {
    expect((await page({}, viewer)).statusCode).toBe(200);
    const some = (await page({}, viewer)).json().content[0];
    expect((await find(some.id, viewer)).statusCode).toBe(200);
    expect((await create({ status: 'ACTIVE' }, viewer)).statusCode).toBe(403);
    expect((await update(some.id, { status: 'INACTIVE' }, viewer)).statusCode).toBe(403);
    expect((await find(some.id)).json().status).toBe(some.status);
  });

  it('answers 403 to every call of someone without the point, and 401 without a session', async () => {
    const some = (await page()).json().content[0];
    for (const reply of [await page({}, outsider), await find(some.id, outsider), await create({ status: 'ACTIVE' }, outsider), await update(some.id, { status: 'ACTIVE' }, outsider)]) {
      expect(reply.statusCode).toBe(403);
    }
    const content = await server.tokenOf('content');
    expect((await page({}, content)).statusCode).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/premium/promo-code/list', payload: { pageNumber: 1, pageSize: 10 } })).statusCode).toBe(401);
  });
});
