import type { FastifyInstance } from 'fastify';
import { authContract } from '@/shared/api/contract';
import { APP_KEY, APP_KEY_HEADER, APP_SECRET, APP_SECRET_HEADER } from '@/shared/config';
import type { ServerContext } from '../../context';
import { forbidden, HttpError, unauthorized } from '../../http/errors';
import { registerCall } from '../../http/route';
import { decoyPasswordHash, hashPassword, needsRehash, PasswordChecksBusy, verifyPassword } from '../../lib/password';
import { revokeToken, startSession } from '../../security/sessions';
import type { UserStatus } from '../../db/schema';
import { profileOf } from './profile';
import { beginSignInAttempt, checkSignInAttempt, slowDownAfterFailure } from './throttle';
import { findUserByEmail, normaliseEmail } from './users';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

const STATUS_REFUSALS: Partial<Record<UserStatus, string>> = {
  0: 'Your account has not been activated yet. Please contact an administrator.',
  2: 'Your account is locked. Please contact an administrator.',
  3: 'Your account has been locked by an administrator.',
};

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function registerSignInCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, authContract.login, async ({ body, request, reply }) => {
    if (header(request.headers[APP_KEY_HEADER]) !== APP_KEY || header(request.headers[APP_SECRET_HEADER]) !== APP_SECRET) {
      throw unauthorized('This application is not allowed to sign in.');
    }
    const email = normaliseEmail(body.username);
    const attemptId = await beginSignInAttempt(ctx, email, request.ip);

    const user = await findUserByEmail(ctx, email);
    // Unknown addresses cost the same time as wrong passwords, so timing reveals no accounts.
    const passwordMatches = await checkSignInAttempt(
      ctx,
      attemptId,
      async () => (await verifyPassword(body.password, user?.password_hash ?? (await decoyPasswordHash(ctx.passwordCost)))) && !!user,
    );
    if (!user || !passwordMatches) {
      await slowDownAfterFailure(ctx, email, request.ip);
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    // A hash made at a lower cost than today's is redone while the password is at hand.
    // When too many hashes wait, the sign-in goes ahead and the hash is redone at a later one.
    if (needsRehash(user.password_hash, ctx.passwordCost)) {
      const rehashed = await hashPassword(body.password, ctx.passwordCost).catch((error: unknown) => {
        if (error instanceof PasswordChecksBusy) return undefined;
        throw error;
      });
      if (rehashed) {
        await ctx.db.updateTable('users').set({ password_hash: rehashed }).where('id', '=', user.id).where('password_hash', '=', user.password_hash).execute();
      }
    }
    const refusal = STATUS_REFUSALS[user.status];
    if (refusal) throw forbidden(refusal);

    const token = await startSession(ctx, user.id, body.rememberMe === true);
    reply.header('x-auth-token', token).header('access-control-expose-headers', 'x-auth-token');
    return profileOf(ctx.db, {
      userId: user.id,
      fullname: user.fullname,
      email: user.email,
      groupId: user.group_id,
      mustChangePassword: user.must_change_password === 1,
    });
  });

  registerCall(app, ctx, authContract.logout, async ({ session }) => {
    await revokeToken(ctx, session.tokenId);
    return { success: true, message: 'You have been signed out.' };
  });

  registerCall(app, ctx, authContract.me, async ({ session }) =>
    profileOf(ctx.db, { ...session, permissions: session.permissions }),
  );
}
