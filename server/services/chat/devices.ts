import type { FastifyInstance } from 'fastify';
import { chatContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import { registerCall } from '../../http/route';
import { nowIso } from './rules';

/** POST sync-device-v3: keeps one row per app and device identifier, owned by whoever registered it last. */
export function registerDeviceCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, chatContract.syncDevice, async ({ body, session }) => {
    const now = nowIso(ctx);
    const details = {
      user_id: session.userId,
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
    await ctx.db
      .insertInto('devices')
      .values({ ...details, app_id: body.appId, identifier: body.identifier, created_at: now })
      .onConflict((conflict) => conflict.columns(['app_id', 'identifier']).doUpdateSet(details))
      .execute();
    return { success: true, message: chatContract.CHAT_MESSAGES.deviceRegistered };
  });
}
