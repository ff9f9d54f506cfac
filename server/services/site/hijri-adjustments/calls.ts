import type { FastifyInstance } from 'fastify';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { registerCall } from '../../../http/route';
import { recordChange } from '../../../resources/record-history';
import { allHijriSettings, findHijriSetting } from './store';

const { countrySettings, updateHijriAdjustment, pushRemoteConfig, HIJRI_MESSAGES } = siteContract;

/** The history's name for these records. */
export const HIJRI_SETTING_RESOURCE = 'hijri setting';

const PUSHED_MESSAGE = { android: HIJRI_MESSAGES.pushedAndroid, ios: HIJRI_MESSAGES.pushedIos } as const;

/**
 * `location` and `firebase`: the countries' Hijri adjustments, a change of one, and the push of them all
 * to an app platform's remote config. No remote-config service is connected here: a push is recorded
 * (who, when, which platform, every country's adjustment) and answered as done.
 */
export function registerHijriAdjustmentCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, countrySettings, async () => allHijriSettings(ctx.db));

  registerCall(app, ctx, updateHijriAdjustment, async ({ query, session }) =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await findHijriSetting(trx, query.countryId);
      if (!before) throw notFound(HIJRI_MESSAGES.countryNotFound);
      const at = ctx.now();
      await trx.updateTable('hijri_settings').set({ hijri_adjustment: query.hijriAdjustment, updated_at: at }).where('id', '=', query.countryId).execute();
      await recordChange(trx, {
        resource: HIJRI_SETTING_RESOURCE,
        recordId: query.countryId,
        action: 'updated',
        session,
        at,
        before: { hijriAdjustment: before.hijriAdjustment },
        after: { hijriAdjustment: query.hijriAdjustment },
      });
      return { success: true, message: HIJRI_MESSAGES.updated, data: { ...before, hijriAdjustment: query.hijriAdjustment } };
    }),
  );

  registerCall(app, ctx, pushRemoteConfig, async ({ params, session }) => {
    const settings = await allHijriSettings(ctx.db);
    const adjustments = Object.fromEntries(settings.map((setting) => [setting.countryCode, setting.hijriAdjustment]));
    const pushedAt = ctx.now();
    await ctx.db
      .insertInto('remote_config_pushes')
      .values({ platform: params.platform, pushed_at: pushedAt, user_id: session.userId, user_name: session.fullname, adjustments: JSON.stringify(adjustments) })
      .execute();
    return {
      success: true,
      message: PUSHED_MESSAGE[params.platform],
      data: { platform: params.platform, pushedAt: new Date(pushedAt).toISOString(), pushedBy: session.fullname, countries: settings.length },
    };
  });
}
