import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// A save sent again with its Idempotency-Key (a double click, a retry after a lost answer) gets the first
// answer and writes nothing; the key is the user's, per call, for a day.
let server: TestServer;
let content: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  content = await server.tokenOf('content');
  admin = await server.tokenOf('admin');
});
afterAll(() => server.close());

const saveTag = (name: string, key?: string, token = content) =>
  server.call({ method: 'POST', url: '/api/site/blog-tag/save', payload: { name }, token, headers: key === undefined ? {} : { 'idempotency-key': key } });
const tagCount = async () =>
  (await server.call({ method: 'POST', url: '/api/site/blog-tag/list', payload: { keyword: '', limitCount: 1, firstIndex: -2, pageno: 1 }, token: content })).json().totalRecords as number;
const keptKeys = async (key: string) => (await server.db.selectFrom('idempotency_keys').select('status_code').where('idempotency_key', '=', key).execute()).length;

describe('a create sent with an Idempotency-Key', () => {
  it('answers a retry with the first answer, status and body, and makes one record', async () => {
    const before = await tagCount();
    const first = await saveTag('Idem Tahajjud', 'create-once-1');
    expect(first.statusCode).toBe(200);
    const again = await saveTag('Idem Tahajjud', 'create-once-1');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await tagCount()).toBe(before + 1);
  });

  it('makes one record of two saves with one key sent at once: the other is told the first still runs, or gets its answer', async () => {
    const before = await tagCount();
    const replies = await Promise.all([saveTag('Idem Double Click', 'double-click'), saveTag('Idem Double Click', 'double-click')]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    for (const reply of replies) expect([200, 409]).toContain(reply.statusCode);
    expect(await tagCount()).toBe(before + 1);
  });

  it('makes a record for each save without a key, as before', async () => {
    const before = await tagCount();
    expect((await saveTag('Idem Witr')).statusCode).toBe(200);
    expect((await saveTag('Idem Witr two')).statusCode).toBe(200);
    expect(await tagCount()).toBe(before + 2);
  });

  it('refuses the same key with a different body with 422 and clear words', async () => {
    expect((await saveTag('Idem Duha', 'create-once-2')).statusCode).toBe(200);
    const other = await saveTag('Idem Ishraq', 'create-once-2');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, message: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.' });
  });

  it('answers 409 while the first request with the key still runs (on this or another replica)', async () => {
    const user = (await server.db.selectFrom('users').select('id').where('email', '=', 'content@example.com').executeTakeFirstOrThrow()).id;
    // What the first request's claim leaves while it runs; its fingerprint is that of the same body.
    const first = await saveTag('Idem Qiyam', 'in-flight-1');
    await server.db.updateTable('idempotency_keys').set({ status_code: null, reply: null }).where('user_id', '=', user).where('idempotency_key', '=', 'in-flight-1').execute();
    const retry = await saveTag('Idem Qiyam', 'in-flight-1');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['retry-after']).toBe('1');
    expect(retry.json()).toMatchObject({ success: false, message: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.' });
  });

  it('keeps keys apart by user: another user with the same key makes a record of their own', async () => {
    const before = await tagCount();
    expect((await saveTag('Idem Sadaqah', 'shared-key')).statusCode).toBe(200);
    const byAdmin = await saveTag('Idem Sadaqah Jariyah', 'shared-key', admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['idempotent-replayed']).toBeUndefined();
    expect(await tagCount()).toBe(before + 2);
  });

  it('keeps no key of a refused save, so the retry runs again', async () => {
    const refused = await saveTag('   ', 'refused-1');
    expect(refused.statusCode).toBe(400);
    const duplicate = await server.call({ method: 'POST', url: '/api/site/blog-tag/save', payload: { name: 'Ramadan again', slug: 'ramadan' }, token: content, headers: { 'idempotency-key': 'refused-2' } });
    expect(duplicate.statusCode).toBe(409);
    expect(await keptKeys('refused-1')).toBe(0);
    expect(await keptKeys('refused-2')).toBe(0);
  });

  it('refuses a malformed key with 400, before anything is written', async () => {
    const before = await tagCount();
    for (const key of ['', 'x'.repeat(129), 'with space', 'ключ']) {
      const reply = await server.call({
        method: 'POST',
        url: '/api/site/blog-tag/save',
        payload: { name: 'Malformed key' },
        token: content,
        headers: { 'idempotency-key': encodeURIComponent(key) === key ? key : Buffer.from(key).toString('latin1') },
      });
      expect(reply.statusCode, key).toBe(400);
      expect(reply.json().message).toBe('The Idempotency-Key header must be 1 to 128 visible characters, without spaces.');
    }
    expect(await tagCount()).toBe(before);
  });

  it('forgets a key after 24 hours: the same key then saves again', async () => {
    const before = await tagCount();
    expect((await saveTag('Idem Laylat al-Qadr', 'a-day-1')).statusCode).toBe(200);
    // As if a day had passed since: the key's row is aged rather than the clock moved (sessions last 12 hours).
    await server.db.updateTable('idempotency_keys').set((row) => ({ created_at: row('created_at', '-', 24 * 60 * 60 * 1000 + 1000) })).where('idempotency_key', '=', 'a-day-1').execute();
    const later = await saveTag('Idem Laylat al-Qadr', 'a-day-1');
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    // The slug is taken by the first save now: the key no longer protects it, the unique rule does.
    expect(later.statusCode).toBe(409);
    expect(await tagCount()).toBe(before + 1);
  });

  it('gives the first answer again on another replica of the same database', async () => {
    const first = await saveTag('Idem Itikaf', 'replica-1');
    const replica = await server.replica();
    const again = await replica.inject({ method: 'POST', url: '/api/site/blog-tag/save', payload: { name: 'Idem Itikaf' }, headers: { authorization: `Bearer ${content}`, 'idempotency-key': 'replica-1' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('an action sent with an Idempotency-Key', () => {
  it('changes the record once: the retry answers the same and writes no second history row', async () => {
    const listed = await server.call({ method: 'POST', url: '/api/shop/tag/paginated', payload: { pageNumber: 1, pageSize: 25, descending: true, name: 'Bestseller' }, token: admin });
    const { id } = listed.json().content[0];
    const history = async () => (await server.db.selectFrom('record_history').select('id').where('record_id', '=', id).execute()).length;
    const deactivate = () => server.call({ method: 'PATCH', url: `/api/shop/tag/${id}/INACTIVE`, token: admin, headers: { 'idempotency-key': 'action-1' } });
    const first = await deactivate();
    expect(first.statusCode).toBe(200);
    const rows = await history();
    const again = await deactivate();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await history()).toBe(rows);
  });
});
