import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storiesContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { DEMO, startTestServer, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { videoPackages, packageDayOf, addDays, PACKAGE_MESSAGES: M } = storiesContract;
const { list, view, add } = PERMISSION_BITS;

let server: TestServer;
let admin: string;
/** List and view on PACKAGES only. */
let viewer: string;
/** Add without edit. */
let adder: string;
/** Every bit, on the videos' point rather than the packages'. */
let videoEditor: string;
let videoIds: number[];

const today = () => packageDayOf(server.now());

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenOf('admin');
  viewer = await staffWith(server, 'Package viewer', { PACKAGES: list | view });
  adder = await staffWith(server, 'Package adder', { PACKAGES: list | view | add });
  videoEditor = await staffWith(server, 'Video editor', { VIDEOS: 127 });
  videoIds = (await server.db.selectFrom('videos').select('id').orderBy('id').limit(20).execute()).map((row) => Number(row.id));
});
afterAll(() => server.close());

type Page = { content: storiesContract.PackageRow[]; totalRecords: number; totalPages: number };
const listOf = async (path: 'list' | 'list-expired', body: object = {}, token = admin) => {
  const reply = await server.call({ method: 'POST', url: `/api/stories/package/${path}`, payload: { pageno: 1, limitCount: 10, ...body }, token });
  return { status: reply.statusCode, json: reply.json() as Page & { message?: string } };
};
const save = (body: object, token = admin, id?: number) =>
  server.call({ method: id === undefined ? 'POST' : 'PUT', url: id === undefined ? '/api/stories/package' : `/api/stories/package/${id}`, payload: body, token });
const find = (id: number, token = admin) => server.call({ method: 'GET', url: `/api/stories/package/${id}`, token });

const videosOf = (count: number, countries = [{ countryName: 'Pakistan', countryCode: 'PK' }, { countryName: 'Saudi Arabia', countryCode: 'SA' }]) =>
  Array.from({ length: count }, (_, index) => ({ videoId: videoIds[index]!, videoRank: index + 1, countries }));
const PACKAGE = () => ({ name: addDays(today(), 1), publishedAt: addDays(today(), 1), videos: videosOf(10) });

describe('the package lists', () => {
  it("holds today's package as current with what is to come under 'Currently Active/Upcoming', soonest first, and the rest under History, latest first (UTC days)", async () => {
    const active = await listOf('list');
    expect(active.status).toBe(200);
    const rows = videoPackages.calls.list.reply.parse(active.json).content;
    expect(rows.map((row) => row.publishedAt)).toEqual([0, 1, 2, 3].map((days) => addDays(today(), days)).reverse());
    const ascending = (await listOf('list', { descending: false })).json.content;
    expect(ascending.map((row) => row.publishedAt)).toEqual([0, 1, 2, 3].map((days) => addDays(today(), days)));
    expect(ascending.map((row) => row.isCurrent)).toEqual([true, false, false, false]);
    expect(ascending.map((row) => row.isPublished)).toEqual([true, false, false, false]);
    const current = ascending[0]!;
    expect(current.totalVideos).toBeGreaterThanOrEqual(6);
    expect(current.totalLikes).toBeGreaterThan(0);
    expect(current.formattedTotalWatchTime).toMatch(/^\d+:\d{2}:\d{2}$/);

    const history = await listOf('list-expired');
    expect(history.json.totalRecords).toBe(14);
    expect(history.json.totalPages).toBe(2);
    expect(history.json.content[0]!.publishedAt).toBe(addDays(today(), -1));
    expect(history.json.content.every((row) => row.isPublished && !row.isCurrent)).toBe(true);
  });

  it('keeps the current package the latest on or before today when none is published today, and moves it to History the next day', async () => {
    const other = await startTestServer();
    try {
      let token = await other.tokenOf('admin');
      const day = packageDayOf(other.now());
      await other.db.deleteFrom('video_packages').where('published_at', '=', day).execute();
      const current = async () =>
        (await other.call({ method: 'POST', url: '/api/stories/package/list', payload: { descending: false }, token })).json().content[0] as storiesContract.PackageRow;
      expect(await current()).toMatchObject({ publishedAt: addDays(day, -1), isCurrent: true });
      other.advance(2 * 24 * 60 * 60 * 1000);
      // Signed in again: a session does not outlive two days.
      token = String((await other.login(DEMO.admin.email, DEMO.admin.password)).headers['x-auth-token']);
      expect(await current()).toMatchObject({ publishedAt: addDays(day, 2), isCurrent: true });
      const history = (await other.call({ method: 'POST', url: '/api/stories/package/list-expired', payload: {}, token })).json() as Page;
      expect(history.content[0]).toMatchObject({ publishedAt: addDays(day, 1), isCurrent: false });
    } finally {
      await other.close();
    }
  });

  it('finds by words of the name and by id, sorts by the declared fields and refuses a bad body with 400', async () => {
    const yesterday = addDays(today(), -1);
    expect((await listOf('list-expired', { packageName: yesterday })).json.content.map((row) => row.name)).toEqual([yesterday]);
    const some = (await listOf('list-expired')).json.content[3]!;
    expect((await listOf('list-expired', { packageId: some.id })).json.content.map((row) => row.id)).toEqual([some.id]);
    expect((await listOf('list', { packageId: some.id })).json.totalRecords).toBe(0);
    const byName = (await listOf('list-expired', { sortField: 'name', descending: false, limitCount: 20 })).json.content.map((row) => row.name);
    expect(byName).toEqual([...byName].sort());
    for (const body of [{ sortField: 'totalLikes' }, { limitCount: 0 }, { pageno: -1 }, { packageId: 'x' }, { packageName: 'x'.repeat(251) }]) {
      const reply = await listOf('list', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.message).toBeTruthy();
    }
  });
});

describe('a package', () => {
  it("is added for tomorrow with ten ranked videos for two countries, found under 'Currently Active/Upcoming' and answered with its videos", async () => {
    const reply = await save({ ...PACKAGE(), name: 'Tomorrow, ten videos' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Record added successfully!');
    const made = videoPackages.calls.find.reply.parse(reply.json().data);
    expect(made).toMatchObject({ name: 'Tomorrow, ten videos', publishedAt: addDays(today(), 1), totalVideos: 10, isCurrent: false, isPublished: false });
    expect(made.videos.map((video) => video.videoRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(made.videos[0]!.countries).toEqual([
      { countryName: 'Pakistan', countryCode: 'PK' },
      { countryName: 'Saudi Arabia', countryCode: 'SA' },
    ]);
    expect((await listOf('list', { packageName: 'ten videos' })).json.content.map((row) => row.id)).toEqual([made.id]);

    const changed = await save({ ...PACKAGE(), name: 'Tomorrow, three', videos: videosOf(3).reverse() }, admin, made.id);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Record updated successfully!');
    const again = videoPackages.calls.find.reply.parse((await find(made.id)).json());
    expect(again.videos.map((video) => [video.videoId, video.videoRank])).toEqual(videosOf(3).map((video) => [video.videoId, video.videoRank]));
    const history = (await server.call({ method: 'GET', url: `/api/stories/package/${made.id}/history`, token: admin })).json().content;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
  });

  it('refuses a change to a package whose published day has come, with 409 and words, and changes nothing', async () => {
    const current = (await listOf('list', { descending: false })).json.content[0]!;
    const before = (await find(current.id)).json();
    const reply = await save({ ...PACKAGE(), publishedAt: addDays(today(), 2) }, admin, current.id);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(M.published);
    expect((await find(current.id)).json()).toEqual(before);
  });

  it("refuses a publish date before yesterday (UTC), and takes yesterday's", async () => {
    const early = await save({ ...PACKAGE(), publishedAt: addDays(today(), -2) });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: M.publishedTooEarly, fields: { publishedAt: M.publishedTooEarly } });
    const yesterday = await save({ ...PACKAGE(), publishedAt: addDays(today(), -1) });
    expect(yesterday.statusCode).toBe(200);
    expect(yesterday.json().data.isPublished).toBe(true);
  });

  it('refuses bad input with 400 and the words at the field: the spec\'s, then its own', async () => {
    const cases: [object, string, string][] = [
      [{ publishedAt: '' }, 'publishedAt', M.publishedAt],
      [{ publishedAt: '2026-02-30' }, 'publishedAt', M.publishedAt],
      [{ publishedAt: undefined }, 'publishedAt', M.publishedAt],
      [{ name: ' ' }, 'name', M.name],
      [{ videos: [] }, 'videos', M.videos],
      [{ videos: undefined }, 'videos', M.videos],
      [{ videos: [{ ...videosOf(1)[0], videoRank: 0 }] }, 'videos.0.videoRank', M.rankWhole],
      [{ videos: [{ ...videosOf(1)[0], videoRank: 1.5 }] }, 'videos.0.videoRank', M.rankWhole],
      [{ videos: [{ ...videosOf(1)[0], videoRank: null }] }, 'videos.0.videoRank', M.rank],
      [{ videos: [...videosOf(2), { ...videosOf(3)[2], videoRank: 2 }] }, 'videos.2.videoRank', M.rankTaken],
      [{ videos: [...videosOf(2), { ...videosOf(1)[0], videoRank: 3 }] }, 'videos.2.videoId', M.videoTwice],
      [{ videos: [{ ...videosOf(1)[0], countries: [] }] }, 'videos.0.countries', M.countries],
      [{ videos: [{ ...videosOf(1)[0], countries: [{ countryName: 'Nowhere', countryCode: 'QQ' }] }] }, 'videos.0.countries', M.unknownCountry],
      [{ videos: [{ ...videosOf(1)[0], videoId: 2_000_000 }] }, 'videos.0.videoId', M.unknownVideo],
      [{ videos: Array.from({ length: 101 }, (_, index) => ({ ...videosOf(1)[0], videoRank: index + 1 })) }, 'videos', M.tooManyVideos],
    ];
    for (const [change, field, message] of cases) {
      const reply = await save({ ...PACKAGE(), ...change });
      expect(reply.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(reply.json().fields?.[field], field).toBe(message);
    }
    expect((await save([1, 2] as never)).statusCode).toBe(400);
  });

  it('answers 404 with words for a package that does not exist, 400 for an id that is not one', async () => {
    expect((await find(2_000_000)).statusCode).toBe(404);
    expect((await find(2_000_000)).json().message).toBe(M.notFound);
    expect((await save(PACKAGE(), admin, 2_000_000)).statusCode).toBe(404);
    expect((await server.call({ method: 'GET', url: '/api/stories/package/abc', token: admin })).statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it('lets a viewer list and open packages but neither add nor change one (403)', async () => {
    expect((await listOf('list', {}, viewer)).status).toBe(200);
    expect((await listOf('list-expired', {}, viewer)).status).toBe(200);
    const upcoming = (await listOf('list', {}, viewer)).json.content[0]!;
    expect((await find(upcoming.id, viewer)).statusCode).toBe(200);
    expect((await save(PACKAGE(), viewer)).statusCode).toBe(403);
    expect((await save(PACKAGE(), viewer, upcoming.id)).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/stories/video/name-summary', token: viewer })).statusCode).toBe(403);
  });

  it('lets an adder add but not change; the videos point alone opens no package', async () => {
    const made = await save(PACKAGE(), adder);
    expect(made.statusCode).toBe(200);
    expect((await save(PACKAGE(), adder, made.json().data.id)).statusCode).toBe(403);
    expect((await listOf('list', {}, videoEditor)).status).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/stories/location/country-name-summary', token: videoEditor })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/stories/video/name-summary', token: videoEditor })).statusCode).toBe(200);
    expect((await server.call({ method: 'POST', url: '/api/stories/package/list', payload: {} })).statusCode).toBe(401);
  });
});

describe('the stats of a package', () => {
  it("lists a package's videos by rank with likes, shares and watch time, 10 a page, and sorts by likes", async () => {
    const made = (await save({ ...PACKAGE(), videos: videosOf(12) })).json().data as storiesContract.VideoPackage;
    const stats = (body: object) => server.call({ method: 'POST', url: '/api/stories/package/detail/list', payload: { packageId: made.id, pageno: 1, limitCount: 10, ...body }, token: viewer });
    const first = storiesContract.packageVideoStats.reply.parse((await stats({})).json());
    expect(first.totalRecords).toBe(12);
    expect(first.totalPages).toBe(2);
    expect(first.content.map((row) => row.videoRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.content[0]!.formattedWatchTime).toMatch(/^\d+:\d{2}:\d{2}$/);
    expect((await stats({ pageno: 2 })).json().content.map((row: { videoRank: number }) => row.videoRank)).toEqual([11, 12]);
    const likes = (await stats({ sortField: 'likes', descending: true, limitCount: 12 })).json().content.map((row: { likes: number }) => row.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect((await stats({ packageId: 2_000_000 })).statusCode).toBe(404);
    expect((await stats({ sortField: 'title' })).statusCode).toBe(400);
  });
});

describe('the pickers', () => {
  it('finds videos by words of their title on the server, newest first, at most the asked number', async () => {
    const reply = await server.call({ method: 'GET', url: '/api/stories/video/name-summary?title=RAMADAN&limit=5', token: admin });
    expect(reply.statusCode).toBe(200);
    const found = storiesContract.videoNames.reply.parse(reply.json());
    expect(found.content.length).toBe(5);
    expect(found.totalRecords).toBeGreaterThan(5);
    expect(found.content.every((video) => video.title.toLowerCase().includes('ramadan'))).toBe(true);
    const none = await server.call({ method: 'GET', url: '/api/stories/video/name-summary?title=%25_', token: admin });
    expect(none.json().content).toEqual([]);
    expect((await server.call({ method: 'GET', url: '/api/stories/video/name-summary?limit=0', token: admin })).statusCode).toBe(400);
  });

  it('names every ISO 3166 country in English or Urdu, by name', async () => {
    const english = storiesContract.countryNames.reply.parse((await server.call({ method: 'GET', url: '/api/stories/location/country-name-summary', token: viewer })).json());
    expect(english.content.length).toBe(250);
    expect(english.content.find((entry) => entry.countryCode === 'PK')?.countryName).toBe('Pakistan');
    expect(english.content[0]!.countryName).toBe('Afghanistan');
    const urdu = (await server.call({ method: 'GET', url: '/api/stories/location/country-name-summary?language=ur', token: viewer })).json();
    expect(urdu.content.find((entry: storiesContract.Country) => entry.countryCode === 'PK').countryName).toBe('پاکستان');
    expect((await server.call({ method: 'GET', url: '/api/stories/location/country-name-summary?language=fr', token: viewer })).statusCode).toBe(400);
  });
});

describe('at 10,000 packages and 10,000 videos', () => {
  it('pages both lists, finds videos by words and opens a package quickly', async () => {
    const big = await startTestServer();
    try {
      const token = await big.tokenOf('admin');
      const stamp = new Date(big.now()).toISOString();
      const videoRows = Array.from({ length: 10_000 }, (_, index) => ({ external_id: `bulk-${index}`, title: `Bulk reminder ${index}`, created_at: stamp, updated_at: stamp }));
      const ids: number[] = [];
      for (let start = 0; start < videoRows.length; start += 500) {
        ids.push(...(await big.db.insertInto('videos').values(videoRows.slice(start, start + 500)).returning('id').execute()).map((row) => Number(row.id)));
      }
      const base = Date.parse(`${today()}T00:00:00Z`);
      const packages = Array.from({ length: 10_000 }, (_, index) => {
        const day = packageDayOf(base + (index - 9_000) * 86_400_000);
        return { name: day, published_at: day, created_at: stamp, updated_at: stamp };
      });
      const packageIds: number[] = [];
      for (let start = 0; start < packages.length; start += 500) {
        packageIds.push(...(await big.db.insertInto('video_packages').values(packages.slice(start, start + 500)).returning('id').execute()).map((row) => Number(row.id)));
      }
      const links = packageIds.flatMap((packageId, index) => [0, 1, 2].map((rank) => ({ package_id: packageId, video_id: ids[(index * 3 + rank) % ids.length]!, video_rank: rank + 1, countries: '["PK"]' })));
      for (let start = 0; start < links.length; start += 500) await big.db.insertInto('package_videos').values(links.slice(start, start + 500)).execute();

      const timed = async (options: Parameters<TestServer['call']>[0]) => {
        const started = performance.now();
        const reply = await big.call({ ...options, token });
        expect(reply.statusCode).toBe(200);
        return { ms: performance.now() - started, json: reply.json() };
      };
      const history = await timed({ method: 'POST', url: '/api/stories/package/list-expired', payload: { pageno: 500, limitCount: 10 } });
      expect(history.json.totalRecords).toBeGreaterThan(9_000);
      expect(history.json.content).toHaveLength(10);
      const active = await timed({ method: 'POST', url: '/api/stories/package/list', payload: { pageno: 1, limitCount: 10, descending: false } });
      expect(active.json.content[0].isCurrent).toBe(true);
      const search = await timed({ method: 'GET', url: '/api/stories/video/name-summary?title=reminder%209999' });
      expect(search.json.content.map((video: { title: string }) => video.title)).toEqual(['Bulk reminder 9999']);
      const one = await timed({ method: 'GET', url: `/api/stories/package/${packageIds[5_000]}` });
      expect(one.json.videos).toHaveLength(3);
      for (const { ms } of [history, active, search, one]) expect(ms).toBeLessThan(1_500);
    } finally {
      await big.close();
    }
  }, 120_000);
});
