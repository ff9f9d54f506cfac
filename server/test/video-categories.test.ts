import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storiesContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { NO_PERMISSION } from '../http/errors';
import { DEMO_SEEDED_VIDEOS, DEMO_VIDEO_CATEGORIES } from '../services/stories/library/demo-videos';
import { startTestServer, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { videoCategories, categoryVideoStats, formatWatchTime, VIDEO_CATEGORY_MESSAGES: M } = storiesContract;
const { list, view, add, edit } = PERMISSION_BITS;

let server: TestServer;
let admin: string;
let viewer: string;
let adder: string;
let editor: string;
/** Every bit, but on the videos' point rather than the categories'. */
let videoStaff: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenOf('admin');
  viewer = await server.tokenOf('viewer');
  adder = await staffWith(server, 'Category adder', { VIDEO_CATEGORIES: list | view | add });
  editor = await staffWith(server, 'Category editor', { VIDEO_CATEGORIES: list | view | edit });
  videoStaff = await staffWith(server, 'Video staff', { VIDEOS: 127 });
});
afterAll(() => server.close());

const page = (body: object = {}, token = admin) => server.call({ method: 'POST', url: '/api/stories/category/list', payload: { pageno: 1, limitCount: 10, ...body }, token });
const create = (payload: unknown, token = admin) => server.call({ method: 'POST', url: '/api/stories/category', payload: payload as object, token });
const update = (id: number | string, payload: unknown, token = admin) => server.call({ method: 'PUT', url: `/api/stories/category/${id}`, payload: payload as object, token });
const find = (id: number | string, token = admin) => server.call({ method: 'GET', url: `/api/stories/category/${id}`, token });
const stats = (body: object, token = admin) => server.call({ method: 'POST', url: '/api/stories/category/video-stats', payload: { pageno: 1, limitCount: 10, firstIndex: -2, descending: true, ...body }, token });
const idOf = async (name: string) => Number((await server.db.selectFrom('video_categories').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);

describe('the video category list', () => {
  it('lists the eight seeded categories newest first, 10 a page, each with the number of its videos', async () => {
    const reply = await page();
    expect(reply.statusCode).toBe(200);
    const categories = videoCategories.calls.list.reply.parse(reply.json());
    expect(categories.totalRecords).toBe(DEMO_VIDEO_CATEGORIES.length);
    expect(categories.content.map((category) => category.name)).toEqual([...DEMO_VIDEO_CATEGORIES].reverse());
    // 200 videos spread over eight categories, one of them (the 14th, a Ramadan video) in none.
    expect(categories.content.find((category) => category.name === 'Quran Recitation')?.videoCount).toBe(25);
    expect(categories.content.find((category) => category.name === 'Kids')?.videoCount).toBe(24);
    expect(categories.content.reduce((sum, category) => sum + category.videoCount, 0)).toBe(DEMO_SEEDED_VIDEOS - 1);
  });

  it('pages by pageno and limitCount, pageno 0 and 1 both the first page', async () => {
    const first = (await page({ limitCount: 3 })).json();
    expect(first).toMatchObject({ totalRecords: 8, totalPages: 3, pageNumber: 1 });
    expect((await page({ pageno: 0, limitCount: 3 })).json().content).toEqual(first.content);
    const third = (await page({ pageno: 3, limitCount: 3 })).json();
    expect(third.content.map((category: { name: string }) => category.name)).toEqual(['Hadith of the Day', 'Quran Recitation']);
  });

  it('refuses a bad list body with 400 and words', async () => {
    for (const body of [{ pageno: -1 }, { limitCount: 0 }, { limitCount: 100_000 }, { pageno: 'one' }, { firstIndex: -3 }]) {
      const reply = await page(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().message).toBeTruthy();
    }
  });
});

describe('adding and changing a video category', () => {
  it('adds a category with no videos, ignoring a sent count, and finds it', async () => {
    const reply = await create({ name: '  Friday Reminders  ', videoCount: 12 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: 'Record added successfully!', data: { name: 'Friday Reminders', videoCount: 0 } });
    const id = reply.json().data.id as number;
    expect((await find(id)).json()).toEqual({ id, name: 'Friday Reminders', videoCount: 0 });
    expect((await page()).json().content[0]).toEqual({ id, name: 'Friday Reminders', videoCount: 0 });
  });

  it('renames a category and keeps its count as its videos say, whatever count is sent', async () => {
    const id = await idOf('Nasheeds');
    const reply = await update(id, { name: 'Nasheeds and Poems', videoCount: 0 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ message: 'Record updated successfully!', data: { id, name: 'Nasheeds and Poems', videoCount: 25 } });
    const history = (await server.call({ method: 'GET', url: `/api/stories/category/${id}/history`, token: admin })).json();
    expect(history.content[0].changes).toEqual([{ field: 'name', from: 'Nasheeds', to: 'Nasheeds and Poems' }]);
  });

  it("refuses a missing, blank or too long name with the spec's words, and changes nothing", async () => {
    const id = await idOf('Seerah');
    for (const payload of [{}, { name: '' }, { name: '    ' }, { name: 7 }]) {
      for (const reply of [await create(payload), await update(id, payload)]) {
        expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
        expect(reply.json().message).toBe(M.name);
      }
    }
    expect((await create({ name: 'x'.repeat(251) })).json().message).toBe(M.nameTooLong);
    const notAnObject = await server.call({ method: 'POST', url: '/api/stories/category', payload: '"not an object"', headers: { 'content-type': 'application/json' }, token: admin });
    expect(notAnObject.statusCode).toBe(400);
    expect((await find(id)).json().name).toBe('Seerah');
  });

  it('answers 404 with words for a category that does not exist, 400 for an id that is not one', async () => {
    for (const reply of [await find(999_999), await update(999_999, { name: 'Ghost' })]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(M.notFound);
    }
    expect((await find('abc')).statusCode).toBe(400);
    expect((await find(99_999_999_999)).statusCode).toBe(400);
  });
});

describe("a category's video stats", () => {
  it('lists its videos newest first, 10 a page, with tags and the watch time formatted', async () => {
    const id = await idOf('Quran Recitation');
    const reply = await stats({ categoryId: id });
    expect(reply.statusCode).toBe(200);
    const page1 = categoryVideoStats.reply.parse(reply.json());
    expect(page1).toMatchObject({ totalRecords: 25, totalPages: 3, pageNumber: 1 });
    expect(page1.content).toHaveLength(10);
    const newest = await server.db.selectFrom('videos').selectAll().where('category_id', '=', id).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(page1.content[0]).toEqual({
      id: Number(newest.id),
      title: newest.title,
      likes: Number(newest.likes),
      shares: Number(newest.shares),
      tags: JSON.parse(newest.tags),
      formattedWatchTime: formatWatchTime(Number(newest.watch_seconds)),
    });
    expect((await stats({ categoryId: id, pageno: 3 })).json().content).toHaveLength(5);
  });

  it('sorts by likes or shares, descending unless told otherwise', async () => {
    const id = await idOf('Duas');
    const likes = (await stats({ categoryId: id, sortField: 'likes', limitCount: 100 })).json().content.map((video: { likes: number }) => video.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const shares = (await stats({ categoryId: id, sortField: 'shares', descending: false, limitCount: 100 })).json().content.map((video: { shares: number }) => video.shares);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    const byDefault = (await stats({ categoryId: id, sortField: 'likes', descending: undefined })).json().content.map((video: { likes: number }) => video.likes);
    expect(byDefault).toEqual(likes.slice(0, 10));
  });

  it('searches titles by words anywhere, in any case, taking % and _ literally', async () => {
    const id = await idOf('Quran Recitation');
    const found = (await stats({ categoryId: id, title: 'KAHF' })).json();
    expect(found.totalRecords).toBeGreaterThan(0);
    expect(found.content.every((video: { title: string }) => video.title.includes('Kahf'))).toBe(true);
    expect((await stats({ categoryId: id, title: '%' })).json().totalRecords).toBe(0);
    expect((await stats({ categoryId: id, title: 'Wudu' })).json().totalRecords).toBe(0);
  });

  it('answers an empty page for a category with no videos, 404 for one that does not exist, 400 for a bad body', async () => {
    const empty = (await create({ name: 'Hajj Diaries' })).json().data.id as number;
    expect((await stats({ categoryId: empty })).json()).toEqual({ content: [], totalRecords: 0, pageNumber: 1, totalPages: 0 });
    const missing = await stats({ categoryId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    for (const body of [{ categoryId: 'x' }, { categoryId: undefined }, { categoryId: 1, sortField: 'title' }, { categoryId: 1, title: 'x'.repeat(129) }, { categoryId: 1, limitCount: 0 }]) {
      const reply = await stats(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().message).toBeTruthy();
    }
    expect((await stats({ categoryId: 1, sortField: 'title' })).json().message).toBe('This list can be sorted by likes, shares only.');
  });
});

describe('who may do what with video categories', () => {
  it('lets a viewer list, find and read the stats, but not add or change', async () => {
    const id = await idOf('Kids');
    expect((await page({}, viewer)).statusCode).toBe(200);
    expect((await find(id, viewer)).statusCode).toBe(200);
    expect((await stats({ categoryId: id }, viewer)).statusCode).toBe(200);
    for (const reply of [await create({ name: 'Viewer made' }, viewer), await update(id, { name: 'Viewer changed' }, viewer)]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe(NO_PERMISSION);
    }
  });

  it('lets the add bit add but not change, and the edit bit change but not add', async () => {
    const id = await idOf('Islamic History');
    expect((await create({ name: 'Added by the adder' }, adder)).statusCode).toBe(200);
    expect((await update(id, { name: 'Changed by the adder' }, adder)).statusCode).toBe(403);
    expect((await update(id, { name: 'Islamic History and Heritage' }, editor)).statusCode).toBe(200);
    expect((await create({ name: 'Added by the editor' }, editor)).statusCode).toBe(403);
  });

  it("refuses every call to someone holding bits on the videos' point only, and to no one signed in", async () => {
    const id = await idOf('Kids');
    for (const reply of [await page({}, videoStaff), await find(id, videoStaff), await stats({ categoryId: id }, videoStaff), await create({ name: 'No' }, videoStaff)]) {
      expect(reply.statusCode).toBe(403);
    }
    expect((await server.call({ method: 'POST', url: '/api/stories/category/list', payload: {} })).statusCode).toBe(401);
  });
});
