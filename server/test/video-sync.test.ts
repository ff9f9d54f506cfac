import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storiesContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { DEMO_HOST_VIDEOS, DEMO_SEEDED_VIDEOS, demoVideo } from '../services/stories/library/demo-videos';
import { startTestServer, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { VIDEO_SYNC_MESSAGES: M, videoSyncLogs } = storiesContract;
const { list, view, edit } = PERMISSION_BITS;
type Run = storiesContract.VideoSyncLog;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenOf('admin');
});
afterAll(() => server?.close());

const start = (on: TestServer = server, token = admin) => on.call({ method: 'POST', url: '/api/stories/video/sync', token });
const runs = async (on: TestServer = server, token = admin, body: object = {}) => {
  const reply = await on.call({ method: 'POST', url: '/api/stories/video/sync/list', token, payload: { pageno: 1, limitCount: 25, ...body } });
  return videoSyncLogs.reply.parse(reply.json());
};

/** Waits for the newest run to end, as the sync screen's refreshing list does. */
async function finishedRun(on: TestServer = server, token = admin): Promise<Run> {
  for (let poll = 0; poll < 300; poll += 1) {
    const [newest] = (await runs(on, token)).content;
    if (newest && newest.statusValue !== 'PENDING' && newest.statusValue !== 'RUNNING') return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The video sync did not end');
}

const videoCount = async (on: TestServer = server) => Number((await on.db.selectFrom('videos').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
const videoOf = (externalId: string) => server.db.selectFrom('videos').selectAll().where('external_id', '=', externalId).executeTakeFirstOrThrow();

describe('the video sync', () => {
  it("starts in the background with the spec's words, refuses a second start while it runs, and brings the host's 30 new videos", async () => {
    expect(await videoCount()).toBe(DEMO_SEEDED_VIDEOS);
    const reply = await start();
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: M.started, data: { statusValue: 'PENDING', videosFetched: 0, failureLog: null, syncStartedAt: null } });

    const again = await start();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyRunning);

    const run = await finishedRun();
    expect(run).toMatchObject({ statusValue: 'SUCCESS', videosFetched: DEMO_HOST_VIDEOS, failureLog: null });
    expect(run.syncStartedAt! <= run.syncCompletedAt!).toBe(true);
    expect(await videoCount()).toBe(DEMO_HOST_VIDEOS);

    const newest = demoVideo(DEMO_HOST_VIDEOS - 1);
    const added = await videoOf(newest.externalId);
    expect(added).toMatchObject({ title: newest.title, description: newest.description, likes: newest.likes, category_id: null, is_sponsored: 0 });
    expect(JSON.parse(added.tags)).toEqual(newest.tags);
    expect(added.thumbnail_url).toBe(`http://panel.test/api/stories/sample-thumbnails/${newest.externalId}.png?size=640x360`);
  });

  it('changes nothing staff set when it runs again, and adds nothing twice', async () => {
    const seeded = demoVideo(7);
    const synced = demoVideo(DEMO_HOST_VIDEOS - 2);
    const category = await server.db.selectFrom('video_categories').select('id').where('name', '=', 'Kids').executeTakeFirstOrThrow();
    const staffSet = { category_id: Number(category.id), is_sponsored: 1, cta: 'https://example.com/eid', cta_button: 'Eid offer', cta_link_type: 'RE_DIRECTIONAL' };
    await server.db.updateTable('videos').set(staffSet).where('external_id', 'in', [seeded.externalId, synced.externalId]).execute();
    // What the host owns comes back as the host has it.
    await server.db.updateTable('videos').set({ title: 'Renamed here', tags: '[]' }).where('external_id', '=', seeded.externalId).execute();

    expect((await start()).statusCode).toBe(200);
    expect(await finishedRun()).toMatchObject({ statusValue: 'SUCCESS', videosFetched: DEMO_HOST_VIDEOS });
    expect(await videoCount()).toBe(DEMO_HOST_VIDEOS);
    for (const externalId of [seeded.externalId, synced.externalId]) expect(await videoOf(externalId)).toMatchObject(staffSet);
    expect(await videoOf(seeded.externalId)).toMatchObject({ title: seeded.title, tags: JSON.stringify(seeded.tags), shares: seeded.shares, watch_seconds: seeded.watchSeconds });
  });

  it('lists the runs newest first, in pages, to whoever may view videos', async () => {
    const reader = await staffWith(server, 'Video readers', { VIDEOS: list | view });
    const all = await runs(server, reader);
    expect(all.totalRecords).toBe(2);
    expect(all.content[0]!.id).toBeGreaterThan(all.content[1]!.id);
    expect((await runs(server, reader, { limitCount: 1, pageno: 2 })).content.map((run) => run.id)).toEqual([all.content[1]!.id]);
    expect((await runs(server, reader, { descending: false })).content[0]!.id).toBe(all.content[1]!.id);
    const bad = await server.call({ method: 'POST', url: '/api/stories/video/sync/list', token: reader, payload: { limitCount: 0 } });
    expect(bad.statusCode).toBe(400);
  });

  it('is refused to whoever may not change videos, and lists to no one without the view bit', async () => {
    const reader = await staffWith(server, 'Video viewers', { VIDEOS: list | view });
    const editor = await staffWith(server, 'Video editors', { VIDEOS: list | edit });
    const categoryStaff = await staffWith(server, 'Category staff', { VIDEO_CATEGORIES: 127 });
    for (const token of [reader, await server.tokenOf('viewer'), await server.tokenOf('content'), categoryStaff]) {
      const refused = await start(server, token);
      expect(refused.statusCode).toBe(403);
    }
    const listRefused = await server.call({ method: 'POST', url: '/api/stories/video/sync/list', token: editor, payload: {} });
    expect(listRefused.statusCode).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/stories/video/sync', payload: {} })).statusCode).toBe(401);
    expect((await runs()).totalRecords).toBe(2);
  });

  // SQLite's runner keeps its queue in its process: a process that stopped mid-run leaves the run's row unfinished.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('finishes, after a restart, the run a stopped process left running', async () => {
    const left = await server.db
      .insertInto('video_sync_runs')
      .values({ status: 'RUNNING', videos_fetched: 100, tries: 1, sync_started_at: new Date(server.now()).toISOString(), created_at: new Date(server.now()).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.replica();
    expect(await finishedRun()).toMatchObject({ id: Number(left.id), statusValue: 'SUCCESS', videosFetched: DEMO_HOST_VIDEOS });
  });

  it('serves the sample host’s thumbnails, and no other file', async () => {
    const picture = await server.call({ method: 'GET', url: `/api/stories/sample-thumbnails/${demoVideo(3).externalId}.png` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await server.call({ method: 'GET', url: '/api/stories/sample-thumbnails/824000001.png' })).statusCode).toBe(404);
    expect((await server.call({ method: 'GET', url: '/api/stories/sample-thumbnails/..%2Fsecret.key' })).statusCode).toBe(404);
  });
});

describe('a video sync with a token the host refuses', () => {
  let refused: TestServer;
  beforeAll(async () => {
    refused = await startTestServer({ videoHost: { token: 'revoked_token' } });
  });
  afterAll(() => refused?.close());

  it("ends as failed in the host's words, changes no video, and may be started again", async () => {
    const token = await refused.tokenOf('admin');
    expect((await start(refused, token)).statusCode).toBe(200);
    const run = await finishedRun(refused, token);
    expect(run).toMatchObject({ statusValue: 'FAILED', videosFetched: 0 });
    expect(run.failureLog).toBe(
      storiesContract.hostRefusedMessage(
        'You must provide a valid authenticated access token. The access token is missing, invalid or revoked. Generate a new one in the app settings of your developer account. (401)',
      ),
    );
    expect(await videoCount(refused)).toBe(DEMO_SEEDED_VIDEOS);
    expect((await start(refused, token)).statusCode).toBe(200);
    expect((await finishedRun(refused, token)).statusValue).toBe('FAILED');
  });
});
