import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storiesContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { startTestServer, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { videos, VIDEO_MESSAGES: M, PACKAGE_PICK_MESSAGES: P, VIDEO_STATS_COLUMNS } = storiesContract;
const { list, view, add, edit } = PERMISSION_BITS;
const DAY = 86_400_000;

let server: TestServer;
let admin: string;
let viewer: string;
/** List, view, add and edit on VIDEOS, nothing on PACKAGES. */
let videoEditor: string;
/** Everything on the shop's products, nothing on the stories. */
let shopStaff: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenOf('admin');
  viewer = await server.tokenOf('viewer');
  videoEditor = await staffWith(server, 'Video editor', { VIDEOS: list | view | add | edit });
  shopStaff = await staffWith(server, 'Shop staff', { PRODUCTS: 127 });
}, 60_000);
afterAll(() => server?.close());

const page = (body: object = {}, token = admin) => server.call({ method: 'POST', url: '/api/stories/video/list', payload: { pageno: 1, limitCount: 25, firstIndex: -2, ...body }, token });
const listed = async (body: object = {}) => videos.calls.list.reply.parse((await page(body)).json());
const save = (body: object, id?: number, token = admin) =>
  server.call({ method: id === undefined ? 'POST' : 'PUT', url: id === undefined ? '/api/stories/video' : `/api/stories/video/${id}`, payload: body, token });
const get = (path: string, token = admin) => server.call({ method: 'GET', url: `/api/stories${path}`, token });
const addToPackage = (packageId: number, body: object, token = admin) => server.call({ method: 'PATCH', url: `/api/stories/package/${packageId}/add-videos`, payload: body, token });
const day = (offsetDays: number) => new Date(server.now() + offsetDays * DAY).toISOString().slice(0, 10);

let made = 0;
const VIDEO = { name: 'Night prayer reminder', description: 'A short reminder', isSponsored: false, categoryId: null };
const newVideo = async (values: object = {}) => {
  made += 1;
  const reply = await save({ ...VIDEO, externalId: String(900_000_000 + made), ...values });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as storiesContract.Video;
};

describe('the video list', () => {
  it('pages the 200 seeded videos 25 at a time, newest first, with their category, watch time and packages', async () => {
    const first = await listed();
    expect(first.totalRecords).toBe(200);
    expect(first.totalPages).toBe(8);
    expect(first.content).toHaveLength(25);
    const dates = first.content.map((video) => video.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.content[0]!.title).toBe('A nasheed for the morning (200)');
    expect(first.content[0]!.categoryName).toBe('Islamic History');
    expect(first.content[0]!.formattedWatchTime).toMatch(/^\d+:\d{2}(:\d{2})?$/);
    const last = await listed({ pageno: 8 });
    expect(last.content).toHaveLength(25);
    expect(last.content.at(-1)!.title).toBe('Surah Al-Kahf, verses 1–10 (1)');
    expect(last.content.at(-1)!.packageCount).toBeGreaterThan(0);
  });

  it('filters by title words, id, category and the days the videos were added', async () => {
    const urdu = await listed({ title: 'صبح' });
    expect(urdu.totalRecords).toBeGreaterThan(0);
    expect(urdu.content.every((video) => video.title.startsWith('صبح کی دعائیں'))).toBe(true);
    const one = (await listed()).content[3]!;
    expect((await listed({ id: one.id })).content.map((video) => video.id)).toEqual([one.id]);
    const names = videos.calls.list.reply.parse((await page({ categoryId: one.categoryId })).json());
    expect(names.content.every((video) => video.categoryId === one.categoryId)).toBe(true);
    const onTheDay = one.createdAt.slice(0, 10);
    const ofTheDay = await listed({ startDate: onTheDay, endDate: onTheDay });
    expect(ofTheDay.totalRecords).toBeGreaterThan(0);
    expect(ofTheDay.content.every((video) => video.createdAt.startsWith(onTheDay))).toBe(true);
    expect((await listed({ startDate: '', endDate: '' })).totalRecords).toBe(200);
  });

  it('sorts by likes either way, and refuses a field it cannot sort by or a range out of order', async () => {
    const most = await listed({ sortField: 'likes', descending: true });
    const likes = most.content.map((video) => video.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const least = await listed({ sortField: 'likes', descending: false });
    expect(least.content[0]!.likes).toBeLessThanOrEqual(least.content[1]!.likes);
    const refused = await page({ sortField: 'packageCount' });
    expect(refused.statusCode).toBe(400);
    const backwards = await page({ startDate: '2026-02-02', endDate: '2026-02-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(M.rangeOrder);
    expect((await page({ startDate: '2026-02-31' })).statusCode).toBe(400);
  });
});

describe('adding and changing a video', () => {
  it('adds one with the spec words, reads it back and changes it', async () => {
    const reply = await save({ ...VIDEO, externalId: '811000001', name: 'Tahajjud', categoryId: 1 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Record added successfully!');
    const saved = reply.json().data as storiesContract.Video;
    expect(saved).toMatchObject({ title: 'Tahajjud', externalId: '811000001', categoryName: 'Quran Recitation', packageCount: 0, likes: 0 });
    expect((await get(`/video/${saved.id}`)).json()).toMatchObject({ title: 'Tahajjud' });
    const changed = await save({ ...VIDEO, externalId: '811000001', name: 'تہجد کی نماز', isSponsored: true, cta: 'https://example.com/app', ctaButton: 'Get it', ctaLinkType: 'DOWNLOADABLE' }, saved.id);
    expect(changed.json().message).toBe('Record updated successfully!');
    expect(changed.json().data).toMatchObject({ title: 'تہجد کی نماز', isSponsored: true, ctaLinkType: 'DOWNLOADABLE', categoryId: null });
    const history = (await get(`/video/${saved.id}/history`)).json().content;
    expect(history.length).toBe(2);
    expect(history[0].changes).toContainEqual({ field: 'categoryId', from: 'Quran Recitation', to: null });
    expect(history[0].changes).toContainEqual({ field: 'title', from: 'Tahajjud', to: 'تہجد کی نماز' });
  });

  it('refuses a missing or long title, a sponsored video without its call to action, an unknown category and a taken id', async () => {
    const empty = await save({ ...VIDEO, externalId: '811000002', name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.name).toBe(M.title);
    const long = await save({ ...VIDEO, externalId: '811000002', name: 'x'.repeat(129) });
    expect(long.json().fields.name).toBe(M.titleTooLong);
    const sponsored = await save({ ...VIDEO, externalId: '811000002', isSponsored: true });
    expect(sponsored.statusCode).toBe(400);
    expect(sponsored.json().fields).toMatchObject({ cta: M.cta, ctaButton: M.ctaButton, ctaLinkType: M.ctaLinkType });
    const wrongType = await save({ ...VIDEO, externalId: '811000002', isSponsored: true, cta: 'https://example.com', ctaButton: 'Go', ctaLinkType: 'ELSEWHERE' });
    expect(wrongType.json().fields).toEqual({ ctaLinkType: M.ctaLinkType });
    const notALink = await save({ ...VIDEO, externalId: '811000002', isSponsored: true, cta: 'not a link', ctaButton: 'Go', ctaLinkType: 'RE_DIRECTIONAL' });
    expect(notALink.json().fields).toEqual({ cta: M.ctaFormat });
    const category = await save({ ...VIDEO, externalId: '811000002', categoryId: 999_999 });
    expect(category.statusCode).toBe(400);
    expect(category.json().fields.categoryId).toBe(M.category);
    const taken = await save({ ...VIDEO, externalId: '824000000' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.externalIdTaken);
    expect((await save({ ...VIDEO, externalId: '12ab' })).json().fields.externalId).toBe(M.externalId);
    expect((await get('/video/999999')).statusCode).toBe(404);
  });

  it('lets no one without the bits list, add, change or delete', async () => {
    expect((await page({}, shopStaff)).statusCode).toBe(403);
    expect((await page({}, viewer)).statusCode).toBe(200);
    expect((await save({ ...VIDEO, externalId: '811000003' }, undefined, viewer)).statusCode).toBe(403);
    expect((await server.call({ method: 'DELETE', url: '/api/stories/video/1', token: videoEditor })).statusCode).toBe(403);
    expect((await get('/category/name-summary', shopStaff)).statusCode).toBe(403);
    expect((await get('/video/stats/download?startDate=2026-01-01&endDate=2026-01-02', shopStaff)).statusCode).toBe(403);
  });
});

describe('deleting a video', () => {
  it('deletes one in no package, and refuses one a package holds with the spec words', async () => {
    const loose = await newVideo();
    const gone = await server.call({ method: 'DELETE', url: `/api/stories/video/${loose.id}`, token: admin });
    expect(gone.json()).toMatchObject({ success: true, message: 'Video Deleted Successfully' });
    expect((await get(`/video/${loose.id}`)).statusCode).toBe(404);
    const held = (await listed({ sortField: 'createdAt', descending: false })).content[0]!;
    expect(held.packageCount).toBeGreaterThan(0);
    const refused = await server.call({ method: 'DELETE', url: `/api/stories/video/${held.id}`, token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Video is associated with packages. Please remove the video from the package first.');
  });
});

describe('a video in packages', () => {
  it('lists the packages a video is in with its rank and countries', async () => {
    const held = (await listed({ sortField: 'createdAt', descending: false })).content[0]!;
    const places = storiesContract.videoPackagePlaces.reply.parse((await get(`/video/${held.id}/packages`)).json());
    expect(places.content.length).toBe(held.packageCount);
    expect(places.content[0]!.videoRank).toBe(1);
    expect(places.content[0]!.countries[0]).toMatchObject({ countryCode: 'PK', countryName: 'Pakistan' });
  });

  it('adds a video to an upcoming package once, and refuses a published package, a second add and a bad rank', async () => {
    const names = storiesContract.packageNames.reply.parse((await get('/package/name-summary')).json()).content;
    const upcoming = names.find((pack) => pack.publishedAt === day(2))!;
    const published = names.find((pack) => pack.publishedAt === day(-2))!;
    const video = await newVideo();
    const added = await addToPackage(upcoming.id, { videoId: video.id, videoRank: 3 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('Record updated successfully!');
    const places = (await get(`/video/${video.id}/packages`)).json().content;
    expect(places).toMatchObject([{ packageId: upcoming.id, videoRank: 3 }]);
    expect(places[0].countries.length).toBeGreaterThan(0);
    const twice = await addToPackage(upcoming.id, { videoId: video.id, videoRank: 4 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(P.alreadyIn);
    const old = await addToPackage(published.id, { videoId: video.id, videoRank: 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(P.published);
    // Today's package is in the apps already: read-only, as the packages section holds it.
    const todays = names.find((pack) => pack.publishedAt === day(0))!;
    expect((await addToPackage(todays.id, { videoId: video.id, videoRank: 1 })).statusCode).toBe(409);
    expect((await addToPackage(upcoming.id, { videoId: video.id })).json().fields.videoRank).toBe(P.enterRank);
    expect((await addToPackage(upcoming.id, { videoId: video.id, videoRank: 0 })).json().fields.videoRank).toBe(P.rankForm);
    expect((await addToPackage(upcoming.id, { videoId: video.id, videoRank: 1.5 })).statusCode).toBe(400);
    expect((await addToPackage(999_999, { videoId: video.id, videoRank: 1 })).statusCode).toBe(404);
    expect((await addToPackage(upcoming.id, { videoId: 999_999, videoRank: 1 })).statusCode).toBe(404);
    // The video editor may not change packages.
    expect((await addToPackage(upcoming.id, { videoId: video.id, videoRank: 5 }, videoEditor)).statusCode).toBe(403);
    expect((await get('/package/name-summary', videoEditor)).statusCode).toBe(200);
  });

  it('names the eight categories by name', async () => {
    const reply = storiesContract.videoCategoryNames.reply.parse((await get('/category/name-summary')).json());
    const names = reply.content.map((category) => category.name);
    expect(names).toHaveLength(8);
    expect(names).toEqual([...names].sort());
  });
});

/** The fields of one CSV line (none of these files' fields holds a line break), quotes undone as a spreadsheet does. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const character = line[index]!;
    if (quoted && character === '"' && line[index + 1] === '"') {
      field += '"';
      index++;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (character === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += character;
    }
  }
  fields.push(field);
  return fields;
}
const csvRows = (text: string) => text.split(/\r?\n/).filter(Boolean).map(csvFields);

describe('the stats download', () => {
  it('streams one row per video added in the range as UTF-8 CSV with a byte-order mark, Urdu titles intact', async () => {
    const reply = await get(`/video/stats/download?startDate=${day(-89)}&endDate=${day(0)}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="video-stats-${day(-89)}-to-${day(0)}.csv"`);
    const bytes = reply.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([...VIDEO_STATS_COLUMNS]);
    const titles = rows.slice(1).map((row) => row[2]);
    expect(titles.some((title) => title?.startsWith('صبح کی دعائیں'))).toBe(true);
    expect(titles.some((title) => title?.startsWith('Surah Al-Kahf, verses 1–10'))).toBe(true);
    const inRange = await listed({ startDate: day(-89), endDate: day(0), limitCount: 1 });
    expect(rows.length - 1).toBe(inRange.totalRecords);
  });

  it('refuses a range longer than 90 days, out of order or missing', async () => {
    const long = await get(`/video/stats/download?startDate=${day(-90)}&endDate=${day(0)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.statsRangeTooLong);
    expect((await get(`/video/stats/download?startDate=${day(0)}&endDate=${day(-1)}`)).json().message).toBe(M.rangeOrder);
    expect((await get('/video/stats/download')).statusCode).toBe(400);
  });
});

describe('a long list', () => {
  it('pages and counts 10,000 more videos', { timeout: 60_000 }, async () => {
    const stamp = new Date(server.now() - 400 * DAY);
    for (let start = 0; start < 10_000; start += 500) {
      await server.db
        .insertInto('videos')
        .values(
          Array.from({ length: 500 }, (_, offset) => {
            const index = start + offset;
            const created = new Date(stamp.getTime() + index * 1000).toISOString();
            return { external_id: String(700_000_000 + index), title: `Bulk video ${index}`, likes: index % 997, category_id: 1 + (index % 8), created_at: created, updated_at: created };
          }),
        )
        .execute();
    }
    const all = await listed({ limitCount: 25 });
    expect(all.totalRecords).toBeGreaterThanOrEqual(10_200);
    const deep = await listed({ title: 'bulk video', pageno: 400, sortField: 'likes', descending: true });
    expect(deep.totalRecords).toBe(10_000);
    expect(deep.totalPages).toBe(400);
    expect(deep.content).toHaveLength(25);
    const byCategory = await listed({ title: 'bulk', categoryId: 3 });
    expect(byCategory.totalRecords).toBe(1250);
  });
});
