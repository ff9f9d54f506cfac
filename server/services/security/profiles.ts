import type { FastifyInstance } from 'fastify';
import { securityContract } from '@/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { registerResource } from '../../resources/register-resource';
import { bitsText } from './bits-text';

type Setting = securityContract.ProfileSetting;
const { ALL_BITS, SECURITY_PROFILE_MESSAGES } = securityContract;

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

async function securityPointId(db: Db): Promise<number | undefined> {
  const row = await db.selectFrom('security_points').select('id').where('key', '=', 'SECURITY').executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

/**
 * Refuses a change that would leave no profile with ALL on the SECURITY point (nobody could then
 * change profiles again), and settings naming a point that does not exist.
 */
async function checkProfile(db: Db, profileId: number | null, settings: readonly Setting[]): Promise<void> {
  const ids = settings.map((setting) => setting.securityPointId);
  if (ids.length > 0) {
    const known = await db.selectFrom('security_points').select('id').where('id', 'in', ids).execute();
    if (known.length !== new Set(ids).size) throw new HttpError(400, SECURITY_PROFILE_MESSAGES.unknownPoint, { fields: { settings: SECURITY_PROFILE_MESSAGES.unknownPoint } });
  }
  if (profileId === null) return;
  const point = await securityPointId(db);
  if (point === undefined) return;
  const keepsAll = settings.some((setting) => setting.securityPointId === point && setting.permission === ALL_BITS);
  if (keepsAll) return;
  const holders = await db
    .selectFrom('profile_permissions')
    .select('profile_id')
    .where('point_id', '=', point)
    .where('value', '=', ALL_BITS)
    .execute();
  const heldHere = holders.some((row) => Number(row.profile_id) === profileId);
  if (heldHere && holders.length === 1) {
    throw new HttpError(409, SECURITY_PROFILE_MESSAGES.lastAll, { fields: { settings: SECURITY_PROFILE_MESSAGES.lastAll } });
  }
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
    check: (db, input, { existing }) => checkProfile(db, existing ? Number(existing.id) : null, input.settings),
    toColumns: (input) => ({ name: input.profileName }),
    // The settings are replaced as a whole, in the transaction of the change.
    afterWrite: async (db, id, input) => {
      await db.deleteFrom('profile_permissions').where('profile_id', '=', id).execute();
      if (input.settings.length === 0) return;
      await db
        .insertInto('profile_permissions')
        .values(input.settings.map((setting) => ({ profile_id: id, point_id: setting.securityPointId, value: setting.permission })))
        .execute();
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
