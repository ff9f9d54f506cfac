import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HEADERS, DEMO, startTestServer, type TestServer } from './harness';

// Prometheus scrapes /metrics with the configured token; without one configured there is no /metrics.
const TOKEN = 'metrics-token-for-the-tests-0123456789';
let server: TestServer;
let plain: TestServer;
beforeAll(async () => {
  [server, plain] = await Promise.all([startTestServer({ metricsToken: TOKEN }), startTestServer()]);
});
afterAll(() => Promise.all([server.close(), plain.close()]));

const scrape = (authorization?: string) => server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** The value of the sample `name{labels}` in the text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text.split('\n').find((row) => {
    if (!row.startsWith(`${name}{`) && !row.startsWith(`${name} `)) return false;
    return Object.entries(labels).every(([label, value]) => row.includes(`${label}="${value}"`));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  it('is not there unless a token is configured', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('answers 401 without the token, with another or in another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const reply = await scrape(authorization);
      expect(reply.statusCode, authorization).toBe(401);
      expect(reply.json()).toMatchObject({ success: false, message: 'A valid metrics token is required.' });
      expect(reply.body).not.toContain('http_requests_total');
    }
  });

  it('counts and times requests by route pattern and status, never by the address asked', async () => {
    const token = await server.tokenOf('admin');
    expect((await server.call({ method: 'GET', url: '/api/shop/tag/987654/history', token })).statusCode).toBe(404);
    expect((await server.call({ method: 'GET', url: '/api/shop/tag/987654/history', token })).statusCode).toBe(404);
    const reply = await scrape(`Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    const text = reply.body;
    const route = { method: 'GET', route: '/api/shop/tag/:id/history', status_code: '404' };
    expect(sample(text, 'http_requests_total', route)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', route)).toBe(2);
    expect(text).not.toContain('987654');
    // The process's own figures.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('shows the background jobs by kind and state, and the PostgreSQL pool where there is one', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^background_jobs\{kind="[^"]+",state="queued"\} \d+$/m);
    expect(text).toMatch(/^background_jobs\{kind="[^"]+",state="failed"\} \d+$/m);
    if (process.env.TEST_DATABASE_URL) {
      expect(sample(text, 'db_pool_connections_max')).toBe(10);
      expect(sample(text, 'db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });

  it('counts sign-ins refused by the throttle', async () => {
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, 'sign_in_throttle_refusals_total');
    expect(before).toBe(0);
    const guesses = Array.from({ length: 7 }, (_, attempt) => `Wrong!${attempt}`);
    const statuses: number[] = [];
    for (const password of guesses) statuses.push((await server.login(DEMO.viewer.email, password, APP_HEADERS, '203.0.113.9')).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'sign_in_throttle_refusals_total')).toBe(2);
  });
});
