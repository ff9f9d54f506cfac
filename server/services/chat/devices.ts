import type { FastifyInstance } from 'fastify';
import { chatContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import type { DeviceTable } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { liveSessions } from '../../security/sessions';
import { nowIso } from './rules';

type Registration = Pick<DeviceTable, 'user_id' | 'auth_token_id'>;

/**
 * Whether a registration still speaks for its user: the session that made it is live. One made
 * before sessions were kept speaks for its user while any session of theirs is live.
 */
async function isStillClaimed(db: Db, now: number, registration: Registration): Promise<boolean> {
  const sessions = liveSessions(db, now).select('t.id');
  const claim =
    registration.auth_token_id === null
      ? sessions.where('t.user_id', '=', registration.user_id)
      : sessions.where('t.id', '=', registration.auth_token_id);
  return (await claim.executeTakeFirst()) !== undefined;
}

/**
 * POST sync-device-v3: one row per app and device identifier, belonging to one user. Its user
 * registers it again as often as they like; someone else takes it over only once the session that
 * registered it has ended (signed out, expired or revoked), as when a shared device changes hands.
 * While it lasts, another user's registration is refused with 409.
 */
export function registerDeviceCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, chatContract.syncDevice, async ({ body, session }) => {
    const now = nowIso(ctx);
    const details = {
      user_id: session.userId,
      auth_token_id: session.tokenId,
      device_token: body.deviceToken,
      os_id: body.osId,
      os_version: body.osVersion,
      app_version: body.appVersion,
      model: body.model,
      manufacturer: body.manufacturer,
      timezone: body.timezone,
      notification: body.notification,
      updated_at: now,
    };
    await ctx.db.transaction().execute(async (trx) => {
      const registered = await trx
        .selectFrom('devices')
        .select(['user_id', 'auth_token_id'])
        .where('app_id', '=', body.appId)
        .where('identifier', '=', body.identifier)
        .executeTakeFirst();
      if (registered && registered.user_id !== session.userId && (await isStillClaimed(trx, ctx.now(), registered))) {
        throw new HttpError(409, chatContract.CHAT_MESSAGES.deviceHeldByAnotherUser);
      }
      await trx
        .insertInto('devices')
        .values({ ...details, app_id: body.appId, identifier: body.identifier, created_at: now })
        .onConflict((conflict) => conflict.columns(['app_id', 'identifier']).doUpdateSet(details))
        .execute();
    });
    return { success: true, message: chatContract.CHAT_MESSAGES.deviceRegistered };
  });
}
