import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;
const LONGEST_DELAY_MS = 3000;

/** Failed sign-ins for one e-mail within the window, counted since its last successful sign-in. */
async function recentFailures(ctx: ServerContext, email: string): Promise<number[]> {
  const now = ctx.now();
  const lastSuccess = await ctx.db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('attempted_at').as('at'))
    .where('email', '=', email)
    .where('succeeded', '=', 1)
    .executeTakeFirst();
  const since = Math.max(now - WINDOW_MS, Number(lastSuccess?.at ?? 0));
  const rows = await ctx.db
    .selectFrom('login_attempts')
    .select('attempted_at')
    .where('email', '=', email)
    .where('succeeded', '=', 0)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'desc')
    .limit(MAX_FAILURES)
    .execute();
  return rows.map((row) => row.attempted_at);
}

/** Answers 429 while the e-mail has had 5 failures in the last 15 minutes (sliding window). */
export async function refuseWhileThrottled(ctx: ServerContext, email: string): Promise<void> {
  const failures = await recentFailures(ctx, email);
  const fifthLatest = failures[MAX_FAILURES - 1];
  if (fifthLatest === undefined) return;
  const waitMs = fifthLatest + WINDOW_MS - ctx.now();
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  throw new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) } },
  );
}

export async function recordAttempt(ctx: ServerContext, email: string, succeeded: boolean, ip: string) {
  await ctx.db
    .insertInto('login_attempts')
    .values({ email, succeeded: succeeded ? 1 : 0, ip, attempted_at: ctx.now() })
    .execute();
}

/** Each recent failure adds a little wait to the next failed answer, which slows guessing further. */
export async function slowDownAfterFailure(ctx: ServerContext, email: string): Promise<void> {
  const failures = (await recentFailures(ctx, email)).length;
  const delay = Math.min(failures * ctx.failedLoginDelayMs, LONGEST_DELAY_MS);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}
