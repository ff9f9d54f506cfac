import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_HEADERS, DEMO, startTestServer, type TestServer } from './harness';

// Each test attacks a fresh server, so one test's failures never slow another's sign-ins.
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const ATTACKER = '203.0.113.7';
/**
 * The parallel attacks make hundreds of calls at once, each with its database round trips: on a busy
 * 2-core machine that has taken more than Vitest's 5 s. What they check is the count of answers, not
 * the time they take.
 */
const PARALLEL_ATTACK_MS = 30_000;
const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('sign-in throttle', () => {
  it('lets five of 300 parallel wrong passwords for one account be checked and refuses the rest with 429', async () => {
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, attempt) => server.login(DEMO.content.email, `Wrong!${attempt}`, APP_HEADERS, ATTACKER)),
    );
    expect(statusCounts(replies.map((reply) => reply.statusCode))).toEqual({ 401: 5, 429: 295 });
  }, PARALLEL_ATTACK_MS);

  it('does not sign in the right password hidden as the 45th of 50 parallel guesses', async () => {
    const guesses = Array.from({ length: 50 }, (_, attempt) => (attempt === 44 ? DEMO.content.password : `Wrong!${attempt}`));
    const replies = await Promise.all(guesses.map((password) => server.login(DEMO.content.email, password, APP_HEADERS, ATTACKER)));
    expect(replies.map((reply) => reply.statusCode)).not.toContain(200);
  }, PARALLEL_ATTACK_MS);

  it('slows the next attempt down, a minute after the fifth failure and twice as long after each further one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await server.login(DEMO.content.email, `Wrong!${attempt}`, APP_HEADERS, ATTACKER)).statusCode).toBe(401);
    }
    const refused = await server.login(DEMO.content.email, 'Wrong!5', APP_HEADERS, ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');

    server.advance(61_000);
    expect((await server.login(DEMO.content.email, 'Wrong!6', APP_HEADERS, ATTACKER)).statusCode).toBe(401);
    const longer = await server.login(DEMO.content.email, 'Wrong!7', APP_HEADERS, ATTACKER);
    expect(longer.headers['retry-after']).toBe('120');
    expect(longer.json().message).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
  });

  it('does not lock the owner out: guesses from other addresses leave the address the owner signs in from open', async () => {
    const owner = '192.0.2.10';
    expect((await server.login(DEMO.content.email, DEMO.content.password, APP_HEADERS, owner)).statusCode).toBe(200);
    for (let address = 1; address <= 6; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await server.login(DEMO.content.email, `Wrong!${attempt}`, APP_HEADERS, `198.51.100.${address}`);
      }
    }
    // The owner's usual address is not slowed by them; a first sign-in from a new address waits, and then gets in.
    expect((await server.login(DEMO.content.email, DEMO.content.password, APP_HEADERS, owner)).statusCode).toBe(200);
    const newAddress = await server.login(DEMO.content.email, DEMO.content.password, APP_HEADERS, '192.0.2.99');
    expect(newAddress.statusCode).toBe(429);
    server.advance(Number(newAddress.headers['retry-after']) * 1000);
    expect((await server.login(DEMO.content.email, DEMO.content.password, APP_HEADERS, '192.0.2.99')).statusCode).toBe(200);
  });

  it('slows one password sprayed across many accounts from one address', async () => {
    const statuses: number[] = [];
    for (let account = 0; account < 32; account += 1) {
      statuses.push((await server.login(`staff${account}@example.com`, 'Ramadan!2026', APP_HEADERS, ATTACKER)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Other addresses are not slowed by it.
    expect((await server.login(DEMO.viewer.email, DEMO.viewer.password, APP_HEADERS, '192.0.2.20')).statusCode).toBe(200);
  });

  it('a successful sign-in from an address clears its own failures for that account', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await server.login(DEMO.viewer.email, `Wrong!${attempt}`);
    expect((await server.login(DEMO.viewer.email, DEMO.viewer.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await server.login(DEMO.viewer.email, `Wrong!${attempt}`)).statusCode).toBe(401);
    }
  });
});
