import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE, MAX_RECORD_ID } from '@/shared/api/contract';
import { startTestServer, type TestServer } from './harness';

// A page number or size past the lists' bounds made an offset the database could not take, and a 500.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HUGE = 1e15;

interface List {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  /** The paging fields of a good first page, and what else the list needs. */
  page: Record<string, unknown>;
}

const LISTS: List[] = [
  { name: 'tags (site dialect)', method: 'POST', url: '/api/site/blog-tag/list', page: { keyword: '', limitCount: 25, firstIndex: -2, pageno: 1 } },
  { name: 'gallery cards (site dialect, a filter)', method: 'POST', url: '/api/site/card/list', page: { limitCount: 25, firstIndex: -2, pageno: 1, categoryId: 0 } },
  { name: 'security groups (site dialect by GET)', method: 'GET', url: '/api/site/security/group/list', page: { limitCount: 25, firstIndex: -2, pageno: 1 } },
  { name: 'discounts (academy dialect)', method: 'POST', url: '/api/academy/discount/list', page: { pageNumber: 1, pageSize: 10, type: 0 } },
  { name: 'chapters (academy dialect, a course)', method: 'POST', url: '/api/academy/chapter/list', page: { pageNumber: 1, pageSize: 10, courseId: 1 } },
  { name: 'courses', method: 'POST', url: '/api/academy/course/list', page: { pageNumber: 1, pageSize: 10 } },
  { name: 'conversations', method: 'POST', url: '/api/academy/chat/unassigned-conversations', page: { pageNumber: 1, pageSize: 10 } },
  { name: 'chat messages', method: 'GET', url: '/api/academy/chat/messages', page: { pageNumber: 1, pageSize: 10, conversationId: 0 } },
  { name: 'course audio names', method: 'GET', url: '/api/academy/storage-item/name-summary', page: { pageNumber: 1, pageSize: 10 } },
  { name: 'video titles', method: 'GET', url: '/api/academy/playlist/video-titles/name-summary', page: { pageNumber: 1, pageSize: 10 } },
  { name: 'lesson names', method: 'GET', url: '/api/academy/course-content/lesson/name-summary', page: { pageNumber: 1, pageSize: 10, courseId: 1 } },
  { name: 'users of a group', method: 'POST', url: '/api/academy/user/list', page: { pageNo: 1, limitCount: 10, groupId: 11 } },
];

const pageField = (page: Record<string, unknown>) => ['pageno', 'pageNumber', 'pageNo'].find((field) => field in page)!;
const sizeField = (page: Record<string, unknown>) => ['limitCount', 'pageSize'].find((field) => field in page)!;

async function ask({ method, url }: List, fields: Record<string, unknown>) {
  const token = await server.tokenOf('admin');
  if (method === 'POST') return server.call({ method, url, payload: fields, token });
  const query = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  return server.call({ method, url: `${url}?${query}`, token });
}

function expectTooBig(reply: Awaited<ReturnType<typeof ask>>, field: string) {
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json()).toMatchObject({ success: false, fieldCodes: { [field]: 'field.tooBig' } });
}

describe('paging numbers past their bounds answer 400, never 500', () => {
  it.each(LISTS)('$name: a page number of 10^15', async (list) => {
    const field = pageField(list.page);
    expectTooBig(await ask(list, { ...list.page, [field]: HUGE, [sizeField(list.page)]: 10 }), field);
  });

  it.each(LISTS)('$name: a page size of 10^15', async (list) => {
    const field = sizeField(list.page);
    expectTooBig(await ask(list, { ...list.page, [field]: HUGE }), field);
  });

  it.each(LISTS)('$name: the first page and the last page allowed still answer', async (list) => {
    const first = await ask(list, list.page);
    expect(first.statusCode, first.body).toBe(200);
    const last = await ask(list, { ...list.page, [pageField(list.page)]: MAX_PAGE_NUMBER });
    expect(last.statusCode, last.body).toBe(200);
  });

  it('the deepest page at the largest size is an empty page', async () => {
    const reply = await ask(LISTS[0]!, { pageno: MAX_PAGE_NUMBER, limitCount: MAX_PAGE_SIZE, firstIndex: -2 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ content: [], pageNumber: MAX_PAGE_NUMBER, totalRecords: 61 });
    expectTooBig(await ask(LISTS[0]!, { pageno: MAX_PAGE_NUMBER + 1, limitCount: 10 }), 'pageno');
    expectTooBig(await ask(LISTS[3]!, { pageNumber: MAX_PAGE_NUMBER + 1, pageSize: 10 }), 'pageNumber');
  });

  it('a site list refuses a firstIndex beyond any row', async () => {
    expectTooBig(await ask(LISTS[0]!, { pageno: 1, limitCount: 10, firstIndex: HUGE }), 'firstIndex');
    expect((await ask(LISTS[0]!, { pageno: 1, limitCount: 10, firstIndex: -3 })).statusCode).toBe(400);
  });

  it.each([
    { list: LISTS[1]!, field: 'categoryId' },
    { list: LISTS[4]!, field: 'courseId' },
    { list: LISTS[7]!, field: 'conversationId' },
    { list: LISTS[10]!, field: 'courseId' },
    { list: LISTS[11]!, field: 'groupId' },
  ])('$list.name refuses a $field no record can have', async ({ list, field }) => {
    const reply = await ask(list, { ...list.page, [field]: MAX_RECORD_ID + 1 });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().fields).toHaveProperty([field]);
  });

  it('a record named by an id no record can have is refused with 400', async () => {
    const token = await server.tokenOf('admin');
    for (const url of [`/api/site/blog-tag/find?id=${HUGE}`, `/api/academy/discount/${HUGE}`, `/api/academy/discount/${MAX_RECORD_ID + 1}/history`]) {
      const reply = await server.call({ method: 'GET', url, token });
      expect(reply.statusCode, url).toBe(400);
    }
    expect((await server.call({ method: 'GET', url: `/api/site/blog-tag/find?id=${MAX_RECORD_ID}`, token })).statusCode).toBe(404);
  });
});
