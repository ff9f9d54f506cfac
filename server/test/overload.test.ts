import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// Under overload the server answers 503 with Retry-After at once, in its error shape, instead of making
// requests wait until they time out. The limits here are tight and measured often, to trip in a test.
const BUSY = { success: false, message: 'The server is busy. Please try again in a few seconds.', messageCode: 'http.serverBusy' };
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const nextTick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Keeps the event loop busy in 80 ms slices, as a flood of work would, until the returned stop is called. */
function hogEventLoop(): () => void {
  let hogging = true;
  const slice = () => {
    const until = Date.now() + 80;
    while (Date.now() < until);
    if (hogging) setTimeout(slice, 1);
  };
  setTimeout(slice, 1);
  return () => {
    hogging = false;
  };
}
async function untilStatus(app: TestServer['app'], status: number) {
  for (let tries = 0; tries < 40; tries++) {
    if ((await app.inject({ method: 'GET', url: '/readyz' })).statusCode === status) return;
    await nextTick(25);
  }
  throw new Error(`/readyz never answered ${status}`);
}

describe('overload', () => {
  it('answers 503 with Retry-After while the event loop lags, still answers /healthz, and recovers', async () => {
    server = await startTestServer({ overload: { maxEventLoopDelayMs: 30, sampleIntervalMs: 50, retryAfterSeconds: 7 } });
    const { app } = server;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
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
    await untilStatus(app, 200);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('answers 503 while too many queries wait for a PostgreSQL connection, and recovers', async () => {
    server = await startTestServer({ overload: { maxPoolWaiting: 2, sampleIntervalMs: 50 } });
    const { app, db } = server;
    // The pool has 10 connections: 15 slow queries leave 5 waiting.
    const slow = Promise.all(Array.from({ length: 15 }, () => sql`select pg_sleep(0.5)`.execute(db)));
    await untilStatus(app, 503);
    const refused = await app.inject({ method: 'GET', url: '/healthz' });
    expect(refused.statusCode).toBe(200);
    const busy = await app.inject({ method: 'POST', url: '/api/site/blog-tag/list', payload: {} });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('10');
    expect(busy.json()).toEqual(BUSY);
    await slow;
    await untilStatus(app, 200);
  });
});
