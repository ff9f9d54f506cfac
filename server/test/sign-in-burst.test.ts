import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_HEADERS, DEMO, startTestServer, type TestServer } from './harness';

// Unknown accounts are checked against a decoy hash of the server's cost: at 2^15 (32 MiB) a check is
// slow enough that the whole burst arrives while the first ones run, and fast enough for a unit test.
const BURST_COST = 2 ** 15;
const BUSY_CODE = 'auth.passwordChecksBusy';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ passwordCost: BURST_COST });
});
afterEach(() => server.close());

/** One wrong sign-in for its own unknown account from its own address, so the sign-in limits refuse none of them. */
const wrongSignIn = (index: number) => server.login(`nobody${index}@example.com`, `Wrong!${index}`, APP_HEADERS, `198.51.100.${index + 1}`);

describe('a burst of wrong sign-ins', () => {
  it('checks a few passwords at a time and refuses the rest with 429 and Retry-After, then lets the right one in', async () => {
    // The first check also makes the decoy hash unknown accounts are checked against.
    expect((await server.login('warm-up@example.com', 'Wrong!0', APP_HEADERS, '192.0.2.1')).statusCode).toBe(401);

    const replies = await Promise.all(Array.from({ length: 40 }, (_, index) => wrongSignIn(index)));

    const checked = replies.filter((reply) => reply.statusCode === 401);
    const refused = replies.filter((reply) => reply.statusCode === 429);
    expect(checked.length + refused.length).toBe(40);
    expect(checked.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const reply of refused) {
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      expect(reply.json()).toEqual({
        success: false,
        message: 'The server is busy checking other passwords. Please try again in a few seconds.',
        messageCode: BUSY_CODE,
      });
    }
    // A refused sign-in checked no password, so it counts against no account and no address.
    const attempts = await server.db.selectFrom('sign_in_attempts').select('outcome').execute();
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(Array(1 + checked.length).fill('failed'));

    expect((await server.login(DEMO.content.email, DEMO.content.password, APP_HEADERS, '192.0.2.20')).statusCode).toBe(200);
  });

});
