import type { FastifyInstance } from 'fastify';
import { securityContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import {
  callerPermissions,
  permissionsOfProfile,
  permissionsOfSettings,
  refuseActingOnStronger,
  refuseAdministratorsChange,
  refuseGrantingBeyond,
  refuseLeavingNobodyInCharge,
} from '../../security/grant-rule';
import type { Session } from '../../security/sessions';
import { registerResource } from '../../resources/register-resource';
import { bitsText } from './bits-text';

type Setting = securityContract.ProfileSetting;
const { SECURITY_PROFILE_MESSAGES } = securityContract;
type Row = Record<string, unknown>;

/** Every setting of the given profiles, in point order, by profile. */
async function settingsOf(db: Db, profileIds: readonly number[]): Promise<Map<number, Setting[]>> {
  const byProfile = new Map<number, Setting[]>(profileIds.map((id) => [id, []]));
  if (profileIds.length === 0) return byProfile;
  const rows = await db
    .selectFrom('profile_permissions')
    .select(['profile_id', 'point_id', 'value'])
    .where('profile_id', 'in', profileIds)
    .orderBy('point_id')
    .execute();
  for (const row of rows) byProfile.get(Number(row.profile_id))?.push({ securityPointId: Number(row.point_id), permission: Number(row.value) });
  return byProfile;
}

/**
 * Refuses settings naming a point that does not exist, and, by the rule of who may grant what, a
 * profile the caller could not hold themselves: its settings now, or (for a change) before.
 */
async function checkProfile(db: Db, session: Session, existing: Row | null, settings: readonly Setting[]): Promise<void> {
  const ids = settings.map((setting) => setting.securityPointId);
  if (ids.length > 0) {
    const known = await db.selectFrom('security_points').select('id').where('id', 'in', ids).execute();
    if (known.length !== new Set(ids).size) throw new HttpError(400, SECURITY_PROFILE_MESSAGES.unknownPoint, { fields: { settings: SECURITY_PROFILE_MESSAGES.unknownPoint } });
  }
  const held = await callerPermissions(db, session);
  if (existing) {
    refuseAdministratorsChange(held, Number(existing.id));
    await refuseActingOnStronger(db, held, await permissionsOfProfile(db, Number(existing.id)));
  }
  await refuseGrantingBeyond(db, held, await permissionsOfSettings(db, settings), 'settings');
}

export function registerSecurityProfileCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(app, ctx, securityContract.securityProfiles, {
    table: 'security_profiles',
    keywordColumns: ['name'],
    orderColumn: 'id',
    sortColumns: { profileName: 'name', profileId: 'id' },
    toRecord: (row) => ({ profileId: Number(row.id), profileName: String(row.name), settings: [] }),
    // A page's settings in one query.
    complete: async (db, records) => {
      const settings = await settingsOf(db, records.map((record) => Number(record.profileId)));
      return records.map((record) => ({ ...record, settings: settings.get(Number(record.profileId)) ?? [] }));
    },
    check: (db, input, { existing, session }) => checkProfile(db, session, existing, input.settings),
    toColumns: (input) => ({ name: input.profileName }),
    // The settings are replaced as a whole, in the transaction of the change, which someone active must survive in charge of security.
    afterWrite: async (db, id, input) => {
      await db.deleteFrom('profile_permissions').where('profile_id', '=', id).execute();
      if (input.settings.length > 0) {
        await db
          .insertInto('profile_permissions')
          .values(input.settings.map((setting) => ({ profile_id: id, point_id: setting.securityPointId, value: setting.permission })))
          .execute();
      }
      await refuseLeavingNobodyInCharge(db, 'settings');
    },
    // The history names each point by its title, with its bits by name: "Blog tags: ALL → list, view, add, edit".
    historyView: async (db, record) => {
      const settings = record.settings as Setting[];
      const ids = settings.map((setting) => setting.securityPointId);
      const titles = new Map<number, string>();
      if (ids.length > 0) {
        const rows = await db.selectFrom('security_points').select(['id', 'title']).where('id', 'in', ids).execute();
        for (const row of rows) titles.set(Number(row.id), row.title);
      }
      return {
        profileName: record.profileName,
        ...Object.fromEntries(settings.map((setting) => [titles.get(setting.securityPointId) ?? `#${setting.securityPointId}`, bitsText(setting.permission)])),
      };
    },
  });
}
