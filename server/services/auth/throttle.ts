import { sql } from 'kysely';
import type { ServerContext } from '../../context';
import { isPostgres, type Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { PasswordChecksBusy } from '../../lib/password';

const MINUTE_MS = 60_000;
/** Failures older than this no longer count. */
const WINDOW_MS = 15 * MINUTE_MS;
/** An address the account signed in from within this time is the owner's: others' failures do not slow it. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS;
const LONGEST_DELAY_MS = 3000;

/**
 * Failures allowed within the window before each further attempt must wait, one minute after the
 * limit and twice as long after each failure past it, at most the window itself:
 * - one account from one client address (someone mistyping, or one guesser);
 * - one account from addresses it never signed in from (many guessers at once; the owner's known
 *   address is not slowed by them, so nobody can lock the owner out);
 * - one client address across accounts (one password tried on many accounts).
 */
const FREE_FAILURES = { accountFromAddress: 5, accountFromNewAddresses: 20, address: 30 } as const;

interface Failures {
  count: number;
  latest: number;
}

/** Failed and still-pending attempts after `since`: a guess counts from the moment it arrives. */
async function failuresAfter(db: Db, since: number, match: { email?: string; ip?: string }): Promise<Failures> {
  let query = db
    .selectFrom('sign_in_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('attempted_at').as('latest')])
    .where('outcome', '!=', 'succeeded')
    .where('attempted_at', '>', since);
  if (match.email !== undefined) query = query.where('email', '=', match.email);
  if (match.ip !== undefined) query = query.where('ip', '=', match.ip);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.count), latest: Number(row.latest ?? 0) };
}

async function lastSuccess(db: Db, email: string, ip: string): Promise<number> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => eb.fn.max('attempted_at').as('at'))
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('outcome', '=', 'succeeded')
    .executeTakeFirst();
  return Number(row?.at ?? 0);
}

/** Milliseconds still to wait after `failures` against a limit of `free`; 0 when the attempt may go ahead. */
function waitFor(failures: Failures, free: number, now: number): number {
  if (failures.count < free) return 0;
  const delay = Math.min(MINUTE_MS * 2 ** (failures.count - free), WINDOW_MS);
  return Math.max(0, failures.latest + delay - now);
}

async function waitBeforeAttempt(db: Db, now: number, email: string, ip: string): Promise<number> {
  const windowStart = now - WINDOW_MS;
  const successFromAddress = await lastSuccess(db, email, ip);
  const knownAddress = successFromAddress > now - KNOWN_ADDRESS_MS;
  // A success clears failures from its own address only: the owner signing in must not reset many guessers' count.
  const waits = [
    waitFor(await failuresAfter(db, Math.max(windowStart, successFromAddress), { email, ip }), FREE_FAILURES.accountFromAddress, now),
    knownAddress ? 0 : waitFor(await failuresAfter(db, windowStart, { email }), FREE_FAILURES.accountFromNewAddresses, now),
    waitFor(await failuresAfter(db, windowStart, { ip }), FREE_FAILURES.address, now),
  ];
  return Math.max(...waits);
}

function tooManyAttempts(waitMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) } },
  );
}

/**
 * Checks the limits and records the attempt as pending in one transaction, so no number of parallel
 * requests gets past the check before the others are counted; answers 429 with the wait otherwise.
 * SQLite runs one transaction at a time; on PostgreSQL the transaction first takes a lock on the
 * account and one on the address (always in that order, so two attempts never wait on each other in
 * a circle), which every replica's attempts on either share.
 */
export async function beginSignInAttempt(ctx: ServerContext, email: string, ip: string): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(hashtext(${`sign-in account ${email}`}))`.execute(trx);
      await sql`select pg_advisory_xact_lock(hashtext(${`sign-in address ${ip}`}))`.execute(trx);
    }
    const now = ctx.now();
    const waitMs = await waitBeforeAttempt(trx, now, email, ip);
    if (waitMs > 0) {
      ctx.metrics.signInRefused();
      throw tooManyAttempts(waitMs);
    }
    const row = await trx
      .insertInto('sign_in_attempts')
      .values({ email, ip, outcome: 'pending', attempted_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

async function settleSignInAttempt(ctx: ServerContext, attemptId: number, succeeded: boolean): Promise<void> {
  await ctx.db
    .updateTable('sign_in_attempts')
    .set({ outcome: succeeded ? 'succeeded' : 'failed' })
    .where('id', '=', attemptId)
    .execute();
}

/**
 * Checks a password for an attempt begun with beginSignInAttempt and settles the attempt with the
 * outcome. A check refused because too many hashes wait (PasswordChecksBusy) was no guess, so it leaves
 * no trace; any other error counts as a failure.
 */
export async function checkSignInAttempt(ctx: ServerContext, attemptId: number, check: () => Promise<boolean>): Promise<boolean> {
  let succeeded: boolean;
  try {
    succeeded = await check();
  } catch (error) {
    if (error instanceof PasswordChecksBusy) await ctx.db.deleteFrom('sign_in_attempts').where('id', '=', attemptId).execute();
    else await settleSignInAttempt(ctx, attemptId, false);
    throw error;
  }
  await settleSignInAttempt(ctx, attemptId, succeeded);
  return succeeded;
}

/** Each recent failure from this address adds a little wait to the failed answer, which slows a lone guesser further. */
export async function slowDownAfterFailure(ctx: ServerContext, email: string, ip: string): Promise<void> {
  const failures = await failuresAfter(ctx.db, ctx.now() - WINDOW_MS, { email, ip });
  const delay = Math.min(failures.count * ctx.failedLoginDelayMs, LONGEST_DELAY_MS);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}
