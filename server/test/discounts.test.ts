import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesContract, discountsContract } from '@/shared/api/contract';
import { startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { DISCOUNT_MESSAGES: M, discounts } = discountsContract;
const RAMADAN = 1; // published, attached to Tajweed Basics
const EID = 2; // unpublished
const TAJWEED = 1; // locked, published, has the Ramadan discount
const CIRCLE = 2; // locked, published, no discount
const ARABIC = 3; // unpublished
const ALPHABET = 4; // open, published

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function as(account: DemoAccount, method: Method, url: string, payload?: unknown) {
  return server.call({ method, url: `/api/academy${url}`, payload: payload as object, token: await server.tokenOf(account) });
}
const readDiscount = async (id: number) => discountsContract.discount.parse((await as('viewer', 'GET', `/discount/${id}`)).json());
const discountOf = async (courseId: number) =>
  coursesContract.course.parse((await as('viewer', 'GET', `/course/${courseId}`)).json()).subscriptionInfo.discountInfo;

const valid = { name: 'Summer sale', type: 'PERCENTAGE', value: 15, startAt: '2030-06-01', expiresAt: '2030-06-30' };

describe('discounts', () => {
  it('lists the seeded discounts, newest first, with their attached courses', async () => {
    const reply = await as('viewer', 'POST', '/discount/list', { descending: true, pageNumber: 1, pageSize: 100, sortProperties: [], type: 0 });
    expect(reply.statusCode).toBe(200);
    const page = discounts.calls.list.reply.parse(reply.json());
    expect(page.totalRecords).toBe(2);
    expect(page.content.map((discount) => [discount.id, discount.isActive, discount.attachedCourses])).toEqual([
      [EID, false, []],
      [RAMADAN, true, [{ id: TAJWEED, title: 'Tajweed Basics' }]],
    ]);
    const flat = (await as('viewer', 'POST', '/discount/list', { type: 'FLAT' })).json();
    expect(flat.content.map((discount: { name: string }) => discount.name)).toEqual(['Eid flat offer']);
  });

  it('sorts by name when asked, in either direction', async () => {
    const names = async (descending: boolean) =>
      (await as('viewer', 'POST', '/discount/list', { pageNumber: 1, pageSize: 100, sortProperties: ['name'], descending, type: 0 })).json().content.map((discount: { name: string }) => discount.name);
    expect(await names(false)).toEqual(['Eid flat offer', 'Ramadan 20% off']);
    expect(await names(true)).toEqual(['Ramadan 20% off', 'Eid flat offer']);
  });

  it('creates, reads and updates a discount', async () => {
    const created = await as('admin', 'POST', '/discount', { id: null, ...valid });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: 'Record added successfully!', data: { ...valid, isActive: false, attachedCourses: [] } });
    const id = created.json().data.id as number;
    expect(await readDiscount(id)).toMatchObject({ ...valid, isActive: false, attachedCourses: [] });

    const updated = await as('admin', 'PUT', `/discount/${id}`, { ...valid, type: 'FLAT', value: 150 });
    expect(updated.json()).toEqual({
      success: true,
      message: 'Record updated successfully!',
      messageCode: 'record.updated',
      data: { ...(await readDiscount(id)), type: 'FLAT', value: 150 },
    });
    expect(await readDiscount(id)).toMatchObject({ type: 'FLAT', value: 150 });
    expect((await as('admin', 'PUT', '/discount/999', valid)).statusCode).toBe(404);
    expect((await as('admin', 'GET', '/discount/999')).statusCode).toBe(404);
  });

  it.each([
    ['no name', { ...valid, name: ' ' }, M.name],
    ['a name over 500 characters', { ...valid, name: 'x'.repeat(501) }, M.nameTooLong],
    ['an unknown type', { ...valid, type: 'BOGOF' }, M.type],
    ['no value', { ...valid, value: undefined }, M.value],
    ['a value of 0', { ...valid, value: 0 }, M.value],
    ['a percentage over 100', { ...valid, value: 120 }, M.percentageTooHigh],
    ['a start date that is not a day', { ...valid, startAt: '2030-02-30' }, M.startAt],
    ['an expiry date in another format', { ...valid, expiresAt: '30/06/2030' }, M.expiresAt],
    ['an expiry before the start', { ...valid, startAt: '2030-07-01', expiresAt: '2030-06-30' }, M.expiryBeforeStart],
  ])('refuses %s with 400 and the form message', async (_, body, message) => {
    const reply = await as('admin', 'POST', '/discount', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message });
  });

  it('refuses to publish on no course', async () => {
    for (const payload of [undefined, []]) {
      const reply = await as('admin', 'PATCH', `/discount/${EID}/activate`, payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('Please select at least one course.');
    }
  });

  it.each([
    ['an unpublished course', ARABIC, 'is not published'],
    ['a course that is not locked', ALPHABET, 'is not a locked course'],
    ['a course that already has a discount', TAJWEED, 'already has a discount'],
    ['a course that does not exist', 999, 'No course has the id 999'],
  ])('refuses to publish on %s', async (_, courseId, message) => {
    const reply = await as('admin', 'PATCH', `/discount/${EID}/activate?attachedCourseIds=${courseId}`, [courseId]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain(message);
    expect((await readDiscount(EID)).isActive).toBe(false);
  });

  it('refuses to publish an expired discount', async () => {
    const created = await as('admin', 'POST', '/discount', { ...valid, startAt: '2020-01-01', expiresAt: '2020-01-31' });
    const reply = await as('admin', 'PATCH', `/discount/${created.json().data.id}/activate?attachedCourseIds=${CIRCLE}`, [CIRCLE]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(M.expired);
  });

  it('publishes a discount on the chosen courses', async () => {
    const reply = await as('instructor', 'PATCH', `/discount/${EID}/activate?attachedCourseIds=${CIRCLE}`, [CIRCLE]);
    expect(reply.json()).toMatchObject({ success: true, message: 'Status updated successfully!', messageCode: 'record.statusUpdated' });
    expect(reply.json().data).toEqual(await readDiscount(EID));
    expect(await readDiscount(EID)).toMatchObject({ isActive: true, attachedCourses: [{ id: CIRCLE, title: 'Weekly Quran Circle' }] });
    expect(await discountOf(CIRCLE)).toMatchObject({ id: EID, name: 'Eid flat offer', isActive: true });
    const picker = (await as('viewer', 'GET', '/course/name-summary?isPublished=true&containsDiscount=false&isLocked=true')).json();
    expect(picker).toEqual([]);
    expect((await as('admin', 'PATCH', `/discount/999/activate?attachedCourseIds=${CIRCLE}`, [CIRCLE])).statusCode).toBe(404);
  });

  it('shows a publish in the history as a change, by whom, newest first', async () => {
    const reply = await as('viewer', 'GET', `/discount/${EID}/history`);
    expect(reply.statusCode).toBe(200);
    const [latest] = discounts.calls.history.reply.parse(reply.json()).content;
    expect(latest).toMatchObject({ action: 'updated', userName: expect.any(String) });
    expect(latest?.changes).toEqual(
      expect.arrayContaining([
        { field: 'isActive', from: false, to: true },
        { field: 'attachedCourses', from: [], to: [{ id: CIRCLE, title: 'Weekly Quran Circle' }] },
      ]),
    );
  });

  it('keeps the history of an added and changed discount, and answers 404 for an unknown one', async () => {
    const id = (await as('admin', 'POST', '/discount', { ...valid, name: 'Jumuah offer' })).json().data.id as number;
    await as('admin', 'PUT', `/discount/${id}`, { ...valid, name: 'Jumuah special' });
    const history = (await as('viewer', 'GET', `/discount/${id}/history`)).json().content;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
    expect(history[0].changes).toEqual([{ field: 'name', from: 'Jumuah offer', to: 'Jumuah special' }]);
    const unknown = await as('viewer', 'GET', '/discount/999/history');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: M.notFound });
  });

  it('unpublishes a discount and detaches its courses', async () => {
    const reply = await as('admin', 'PATCH', `/discount/${RAMADAN}/deactivate`);
    expect(reply.json()).toMatchObject({ success: true, message: 'Discount unpublished successfully!', messageCode: 'discount.unpublished', data: { id: RAMADAN, isActive: false, attachedCourses: [] } });
    expect(await readDiscount(RAMADAN)).toMatchObject({ isActive: false, attachedCourses: [] });
    expect(await discountOf(TAJWEED)).toBeNull();
    expect((await as('admin', 'PATCH', '/discount/999/deactivate')).statusCode).toBe(404);
  });

  it('unpublishes with the JSON content type and empty body the panel sends', async () => {
    expect(discounts.calls.actions.unpublish.body?.safeParse({}).success).toBe(true);
    const reply = await server.call({
      method: 'PATCH',
      url: `/api/academy/discount/${EID}/deactivate`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
      token: await server.tokenOf('admin'),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: 'Discount unpublished successfully!', messageCode: 'discount.unpublished' });
    expect(await readDiscount(EID)).toMatchObject({ isActive: false, attachedCourses: [] });
    expect(await discountOf(CIRCLE)).toBeNull();
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [['POST', '/discount/list'], ['POST', '/discount'], ['PATCH', `/discount/${EID}/deactivate`]] as const) {
      const reply = await server.call({ method, url: `/api/academy${url}`, payload: method === 'POST' ? {} : undefined });
      expect(reply.statusCode).toBe(401);
    }
  });

  it.each([
    ['viewer', 'POST', '/discount', 403],
    ['viewer', 'PUT', `/discount/${EID}`, 403],
    ['viewer', 'PATCH', `/discount/${EID}/activate?attachedCourseIds=${CIRCLE}`, 403],
    ['viewer', 'PATCH', `/discount/${RAMADAN}/deactivate`, 403],
    ['moderator', 'POST', '/discount/list', 403],
    ['content', 'GET', `/discount/${EID}`, 403],
    ['content', 'GET', `/discount/${EID}/history`, 403],
    ['viewer', 'DELETE', `/discount/${EID}`, 404],
    ['viewer', 'GET', `/discount/${EID}`, 200],
  ] as const)('%s → %s %s answers %i', async (account, method, url, status) => {
    const payload = method === 'POST' || method === 'PUT' ? (url.endsWith('/list') ? {} : valid) : undefined;
    expect((await as(account, method, url, payload)).statusCode).toBe(status);
  });
});
