import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// Under overload the server answers 503 with Retry-After at once, in its error shape, instead of making
// requests wait until they time out. The limits here are tight and measured often, to trip in a test.
const BUSY = { success: false, message: 'The server is busy. Please try again in a few seconds.', messageCode: 'http.serverBusy' };
let server: TestServer;
// A start may have to seed the template anew while another worker compiles a server process: more than the default 10 s.
beforeAll(async () => {
  server = await startTestServer({ overload: { maxEventLoopDelayMs: 100, maxPoolWaiting: 2, sampleIntervalMs: 50, retryAfterSeconds: 7 } });
}, 30_000);
afterAll(() => server.close());

const nextTick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Keeps the event loop busy in 300 ms slices, as a flood of work would, until the returned stop is called. */
function hogEventLoop(): () => void {
  let hogging = true;
  const slice = () => {
    const until = Date.now() + 300;
    while (Date.now() < until);
    if (hogging) setTimeout(slice, 1);
  };
  setTimeout(slice, 1);
  return () => {
    hogging = false;
  };
}
/** A call any client may send, which overload refuses before anything else is looked at. */
const listTags = (app: TestServer['app']) => app.inject({ method: 'POST', url: '/api/site/blog-tag/list', payload: { limitCount: 1, firstIndex: -2, pageno: 1 } });

/** Waits until a call is answered (503) or is no longer (anything else), for up to two seconds. */
async function untilBusy(app: TestServer['app'], busy: boolean) {
  for (let tries = 0; tries < 80; tries++) {
    if (((await listTags(app)).statusCode === 503) === busy) return;
    await nextTick(25);
  }
  throw new Error(busy ? 'The server never said it was busy' : 'The server stayed busy');
}

describe('overload', () => {
  it('answers 503 with Retry-After while the event loop lags, still answers /healthz, and recovers', async () => {
    const { app } = server;
    // Starting the server kept the loop busy too: the test begins once that has passed.
    await untilBusy(app, false);
    const stopHogging = hogEventLoop();
    let refused = await server.call({ method: 'POST', url: '/api/site/blog-tag/list', payload: { limitCount: 1, firstIndex: -2, pageno: 1 }, token: 'any' });
    for (let tries = 0; refused.statusCode !== 503 && tries < 20; tries++) {
      await nextTick(50);
      refused = await server.call({ method: 'POST', url: '/api/site/blog-tag/list', payload: { limitCount: 1, firstIndex: -2, pageno: 1 }, token: 'any' });
    }
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    stopHogging();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual(BUSY);
    expect(live.statusCode).toBe(200);
    await untilBusy(app, false);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('answers 503 while too many queries wait for a PostgreSQL connection, and recovers', async () => {
    const { app, db } = server;
    await untilBusy(app, false);
    // The pool has 10 connections: 15 slow queries leave 5 waiting, for two checks in a row and more.
    const slow = Promise.all(Array.from({ length: 15 }, () => sql`select pg_sleep(0.4)`.execute(db)));
    await untilBusy(app, true);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const busy = await listTags(app);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('7');
    expect(busy.json()).toEqual(BUSY);
    await slow;
    await untilBusy(app, false);
  });
});
