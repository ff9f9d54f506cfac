import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructorsContract, uploadsContract } from '@/shared/api/contract';
import { ONE_PIXEL_PNG, pathOf, startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { INSTRUCTOR_MESSAGES } = instructorsContract;
const HASSAN = 8; // a teacher of the instructor group without an instructor profile yet

async function as(account: DemoAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return server.call({ method, url, payload, token: await server.tokenOf(account) });
}

async function uploadedImage(): Promise<string> {
  const presigned = await as('admin', 'GET', '/api/academy/presignedurl?fileCategory=INSTRUCTOR_IMAGE&fileName=hassan.png');
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(presigned.json());
  const put = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: ONE_PIXEL_PNG, headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  return imageKey;
}

const valid = (imagePath?: string) => ({
  userId: HASSAN,
  shortDescription: 'Seerah and Islamic history for families.',
  longDescription: 'Hassan tells the life of the Prophet as a story that children and parents can follow together.',
  imagePath,
  expertise: ['Seerah', 'History'],
});

describe('instructors', () => {
  it('lists the seeded instructors with their user names, ten to a page', async () => {
    const reply = await as('viewer', 'POST', '/api/academy/instructor/list', { pageNumber: 1, pageSize: 10, descending: false });
    expect(reply.statusCode).toBe(200);
    const page = instructorsContract.instructors.calls.list.reply.parse(reply.json());
    expect(page.content.map((row) => row.name)).toEqual(['Bilal Ahmed', 'Khadija Noor']);
    expect(page).toMatchObject({ totalRecords: 2, pageNumber: 1, totalPages: 1 });
  });

  it('offers the instructor group in the user picker', async () => {
    const reply = await as('instructor', 'POST', '/api/academy/user/list', { pageNo: 1, limitCount: 1000, groupId: 11 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().content.map((user: { fullname: string }) => user.fullname)).toEqual(['Bilal Ahmed', 'Hassan Ali', 'Khadija Noor', 'Maryam Yusuf']);
  });

  it.each([
    ['no image on create', { ...valid() }, INSTRUCTOR_MESSAGES.imageRequired],
    ['an image key that was never uploaded', { ...valid('instructor-image/00000000-0000-0000-0000-000000000000-x.png') }, INSTRUCTOR_MESSAGES.imageRequired],
    ['a user outside the instructor group', { ...valid('k'), userId: 1 }, INSTRUCTOR_MESSAGES.user],
    ['no user', { ...valid('k'), userId: undefined }, INSTRUCTOR_MESSAGES.user],
    ['an empty short description', { ...valid('k'), shortDescription: '  ' }, INSTRUCTOR_MESSAGES.shortDescription],
    ['a long description over 1500 characters', { ...valid('k'), longDescription: 'x'.repeat(1501) }, INSTRUCTOR_MESSAGES.longDescription],
    ['an empty expertise', { ...valid('k'), expertise: ['Seerah', ''] }, INSTRUCTOR_MESSAGES.expertise],
  ])('refuses %s with 400 and the form message', async (_, body, message) => {
    const reply = await as('admin', 'POST', '/api/academy/instructor', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
  });

  it('creates, reads and updates an instructor', async () => {
    const imagePath = await uploadedImage();
    const created = await as('instructor', 'POST', '/api/academy/instructor', valid(imagePath));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true, message: 'Record added successfully!' });
    const id = created.json().data.id as number;

    const read = instructorsContract.instructor.parse((await as('viewer', 'GET', `/api/academy/instructor/${id}`)).json());
    expect(read).toMatchObject({ userId: HASSAN, name: 'Hassan Ali', imagePath, expertise: ['Seerah', 'History'] });
    expect(read.imageUrl).toContain(`/api/storage/files/${imagePath}`);

    const updated = await as('instructor', 'PUT', `/api/academy/instructor/${id}`, { ...valid(), expertise: ['Seerah'] });
    expect(updated.json()).toMatchObject({ success: true, message: 'Record updated successfully!' });
    const again = (await as('viewer', 'GET', `/api/academy/instructor/${id}`)).json();
    expect(again.expertise).toEqual(['Seerah']);
    expect(again.imagePath).toBe(imagePath); // left out on edit: the image stays

    const names = (await as('viewer', 'GET', '/api/academy/instructor/name-summary')).json();
    expect(names.map((entry: { name: string }) => entry.name)).toContain('Hassan Ali');
  });

  it('keeps the history of an instructor: who changed which field from what to what', async () => {
    const changed = await as('admin', 'PUT', '/api/academy/instructor/1', { ...valid(), userId: 4, shortDescription: 'Tajweed for beginners.' });
    expect(changed.statusCode).toBe(200);
    const history = (await as('viewer', 'GET', '/api/academy/instructor/1/history')).json();
    expect(history.content[0]).toMatchObject({ action: 'updated', userName: expect.any(String) });
    expect(history.content[0].changes).toContainEqual(expect.objectContaining({ field: 'shortDescription', to: 'Tajweed for beginners.' }));
    // The image's address is made from its key, so only the key would ever show as a change.
    expect(history.content[0].changes.map((change: { field: string }) => change.field)).not.toContain('imageUrl');
    expect((await as('viewer', 'GET', '/api/academy/instructor/999/history')).statusCode).toBe(404);
  });

  it('refuses a second profile for the same user with 409', async () => {
    const reply = await as('admin', 'PUT', '/api/academy/instructor/2', { ...valid(), userId: 4 });
    expect(reply.statusCode).toBe(409);
  });

  it('answers 404 for an instructor that does not exist', async () => {
    expect((await as('admin', 'GET', '/api/academy/instructor/999')).statusCode).toBe(404);
  });

  it.each([
    ['viewer', 'POST', '/api/academy/instructor', 403],
    ['viewer', 'PUT', '/api/academy/instructor/1', 403],
    ['content', 'POST', '/api/academy/user/list', 403],
    ['content', 'POST', '/api/academy/instructor/list', 403],
    ['moderator', 'GET', '/api/academy/instructor/1', 403],
  ] as const)('%s → %s %s answers %i', async (account, method, url, status) => {
    const payload = url.endsWith('user/list') ? { groupId: 11 } : url.endsWith('/list') ? {} : valid();
    expect((await as(account, method, url, payload)).statusCode).toBe(status);
  });

  it('answers 401 without a session', async () => {
    const reply = await server.call({ method: 'POST', url: '/api/academy/instructor/list', payload: {} });
    expect(reply.statusCode).toBe(401);
  });
});
