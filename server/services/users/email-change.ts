import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { queueMail } from '../../lib/outbox';
import { endSessionsOf } from '../../security/sessions';

interface EmailChange {
  userId: number;
  /** The address the user signed in with until now. */
  previous: string;
  fullname: string;
  now: number;
}

/**
 * A changed sign-in e-mail is a change of who can reach the account: in the change's transaction the
 * user's sessions and unused reset links end, and the old address is told, so that a takeover through
 * a new address does not go unnoticed.
 */
export async function secureEmailChange(ctx: ServerContext, db: Db, { userId, previous, fullname, now }: EmailChange): Promise<void> {
  await endSessionsOf(db, userId, now);
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  const body = [
    `Assalamu alaikum ${fullname},`,
    '',
    'The e-mail address you sign in to the back-office with was changed by an administrator, and you were signed out everywhere.',
    'From now on this address no longer signs in to your account.',
    '',
    'If you did not expect this, tell your administrators at once.',
  ].join('\n');
  await queueMail(db, ctx.secret, { to: previous, subject: 'Your back-office sign-in e-mail was changed', body }, now);
}
