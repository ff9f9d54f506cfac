import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { badRequest, unauthorized } from '../../http/errors';
import { registerCall } from '../../http/route';
import { verifyPassword } from '../../lib/password';
import { queueMail } from '../../lib/outbox';
import { hashToken, newToken } from '../../lib/tokens';
import { revokeUserTokens } from '../../security/sessions';
import type { UserRow } from '../../db/schema';
import { beginSignInAttempt, checkSignInAttempt } from './throttle';
import { findUserByEmail, setPassword } from './users';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
/** At most this many reset mails per account per hour, so the form cannot flood an inbox. */
const MAILS_PER_HOUR = 3;
const ACTIVE_STATUS = 1;

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
const CURRENT_PASSWORD_MISSING = 'Please enter your current password.';
const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
const MAIL_SENT = 'If this e-mail belongs to an account, a link to reset the password is on its way.';

type ResetBody = authContract.ResetBody;

export function registerPasswordCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, authContract.forgot, async ({ body, optionalSession, request }) => {
    if ('email' in body) {
      // The same answer whether or not the account exists: the form must not reveal who has one.
      const user = await findUserByEmail(ctx, body.email);
      if (user?.status === ACTIVE_STATUS) await sendResetMail(ctx, user, request);
      return { success: true, message: MAIL_SENT };
    }
    if (body.token) return resetWithToken(ctx, body.token, body);
    if (!optionalSession) throw unauthorized();
    return changeOwnPassword(ctx, optionalSession.userId, optionalSession.tokenId, body, request.ip);
  });
}

async function sendResetMail(ctx: ServerContext, user: UserRow, request: FastifyRequest): Promise<void> {
  const now = ctx.now();
  const recent = await ctx.db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', now - 60 * 60 * 1000)
    .executeTakeFirst();
  if (Number(recent?.count ?? 0) >= MAILS_PER_HOUR) return;

  const token = newToken();
  await ctx.db
    .insertInto('password_resets')
    .values({ token_hash: hashToken(token), user_id: user.id, created_at: now, expires_at: now + RESET_LIFETIME_MS, used_at: null })
    .execute();
  // The configured origin, never the request's Host: a forged Host would mail the token to another site.
  const link = `${ctx.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  const mailBody = [
    `Assalamu alaikum ${user.fullname},`,
    '',
    'Someone asked to reset the password of your back-office account.',
    `To choose a new password, open this link within one hour:`,
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  ].join('\n');
  const id = await queueMail(ctx.db, ctx.secret, { to: user.email, subject: 'Reset your back-office password', body: mailBody }, now);
  // No mail transport is configured in the embedded server: in development the log is where the link can be picked up.
  if (ctx.mailLinksInLog) request.log.info({ to: user.email, link }, 'Password reset link');
  else request.log.info({ outboxId: id }, 'Password reset mail queued');
}

async function resetWithToken(ctx: ServerContext, token: string, body: ResetBody) {
  const now = ctx.now();
  const reset = await ctx.db
    .selectFrom('password_resets')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!reset) throw badRequest(RESET_LINK_INVALID);

  await setPassword(ctx, reset.user_id, body.password);
  // One use: this link and any older one of the same account stop working, and so do its sessions.
  await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', reset.user_id)
    .where('used_at', 'is', null)
    .execute();
  await revokeUserTokens(ctx, reset.user_id);
  return { success: true, message: 'Your password has been reset. Please sign in with the new password.' };
}

/**
 * A signed-in account changes its own password by proving it knows the current one (a session left open
 * must not be enough); only the first sign-in that must choose a new password skips that. A wrong current
 * password counts against the sign-in limits, so a borrowed session cannot guess it.
 */
async function changeOwnPassword(ctx: ServerContext, userId: number, tokenId: number, body: ResetBody, ip: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['email', 'password_hash', 'must_change_password'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.must_change_password !== 1) {
    if (!body.currentPassword) throw badRequest(CURRENT_PASSWORD_MISSING, { currentPassword: CURRENT_PASSWORD_MISSING });
    const currentPassword = body.currentPassword;
    const attemptId = await beginSignInAttempt(ctx, user.email, ip);
    const knowsPassword = await checkSignInAttempt(ctx, attemptId, () => verifyPassword(currentPassword, user.password_hash));
    if (!knowsPassword) throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  if (await verifyPassword(body.password, user.password_hash)) {
    throw badRequest('Please choose a password different from your current one.', {
      password: 'Please choose a password different from your current one.',
    });
  }
  await setPassword(ctx, userId, body.password);
  await revokeUserTokens(ctx, userId, tokenId);
  return { success: true, message: 'Your password has been changed.' };
}
