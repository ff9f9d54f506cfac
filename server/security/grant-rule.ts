import { securityContract } from '@/shared/api/contract';
import { pointsBeyond, type PermissionMap, type SecurityPointKey } from '@/shared/lib/permissions';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { hasEveryBit, permissionsOfGroup } from './permissions';
import { ACTIVE_STATUS, type Session } from './sessions';

/**
 * Who may grant what: the one rule every call that changes who may do what passes, inside the
 * write's own transaction (a profile's bits, a group's profile, a user's group, status or sign-in
 * e-mail). The caller may not grant, nor act on anyone holding, more than the caller holds, point by
 * point (a role is written only by someone who already holds all of it); the administrators' group and
 * profile change only with ALL on SECURITY; and some active user always keeps ALL on SECURITY.
 */

const { ALL_BITS, ADMINISTRATORS_ID, GRANT_MESSAGES } = securityContract;

type Setting = securityContract.ProfileSetting;

/** A profile's permissions by point key. */
export async function permissionsOfProfile(db: Db, profileId: number): Promise<PermissionMap> {
  const rows = await db
    .selectFrom('profile_permissions as pp')
    .innerJoin('security_points as sp', 'sp.id', 'pp.point_id')
    .select(['sp.key', 'pp.value'])
    .where('pp.profile_id', '=', profileId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** What a profile's settings (by point id) grant, by point key. */
export async function permissionsOfSettings(db: Db, settings: readonly Setting[]): Promise<PermissionMap> {
  if (settings.length === 0) return {};
  const points = await db.selectFrom('security_points').select(['id', 'key']).where('id', 'in', settings.map((setting) => setting.securityPointId)).execute();
  const keyOf = new Map(points.map((point) => [Number(point.id), point.key]));
  return Object.fromEntries(settings.flatMap((setting) => (keyOf.has(setting.securityPointId) ? [[keyOf.get(setting.securityPointId)!, setting.permission]] : [])));
}

/**
 * The caller's permissions as they stand in this transaction (the session's were read when the request
 * began; a change since then counts).
 */
export const callerPermissions = (db: Db, session: Session): Promise<PermissionMap> => permissionsOfUser(db, session.userId);

/** How many points a refusal names before it counts the rest. */
const NAMED_POINTS = 3;

/**
 * A refusal (403) naming the points the caller lacks by their titles, the first three and how many more;
 * on `field` too where a form shows it.
 */
async function refusal(db: Db, message: string, points: readonly SecurityPointKey[], field?: string): Promise<HttpError> {
  const rows = await db.selectFrom('security_points').select(['key', 'title']).where('key', 'in', [...points]).orderBy('id').execute();
  const titles = rows.map((row) => row.title);
  const named = titles.slice(0, NAMED_POINTS).join(', ') + (titles.length > NAMED_POINTS ? ` and ${titles.length - NAMED_POINTS} more` : '');
  const words = message.replace('{{points}}', () => named);
  return new HttpError(403, words, field ? { fields: { [field]: words } } : {});
}

/** Refuses a result that grants any bit the caller does not hold. */
export async function refuseGrantingBeyond(db: Db, held: PermissionMap, granted: PermissionMap, field?: string): Promise<void> {
  const beyond = pointsBeyond(granted, held);
  if (beyond.length > 0) throw await refusal(db, GRANT_MESSAGES.beyondOwn, beyond, field);
}

/** Refuses acting on a profile or group that holds a bit the caller does not. */
export async function refuseActingOnStronger(db: Db, held: PermissionMap, target: PermissionMap): Promise<void> {
  const beyond = pointsBeyond(target, held);
  if (beyond.length > 0) throw await refusal(db, GRANT_MESSAGES.strongerThanYou, beyond);
}

/** Refuses any change to the administrators' group or profile (id 1) by someone without ALL on SECURITY. */
export function refuseAdministratorsChange(held: PermissionMap, id: number | null): void {
  if (id === ADMINISTRATORS_ID && !hasEveryBit(held, 'SECURITY')) throw new HttpError(403, GRANT_MESSAGES.administratorsOnly);
}

/** The permissions of a user's group; a user without a group holds nothing. */
export async function permissionsOfUser(db: Db, userId: number): Promise<PermissionMap> {
  const user = await db.selectFrom('users').select('group_id').where('id', '=', userId).executeTakeFirst();
  return user ? permissionsOfGroup(db, user.group_id) : {};
}

/** Refuses changing the account (e-mail, name, group, status) of a user who holds a bit the caller lacks. */
export async function refuseActingOnUser(db: Db, session: Session, userId: number): Promise<PermissionMap> {
  const held = await callerPermissions(db, session);
  const beyond = pointsBeyond(await permissionsOfUser(db, userId), held);
  if (beyond.length > 0) throw await refusal(db, GRANT_MESSAGES.userOutranksYou, beyond);
  return held;
}

/**
 * Refuses, after the change and inside its transaction, a state in which no active user holds ALL on
 * SECURITY: nobody could then manage security again.
 */
export async function refuseLeavingNobodyInCharge(db: Db, field?: string): Promise<void> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('security_groups as g', 'g.id', 'u.group_id')
    .innerJoin('profile_permissions as pp', 'pp.profile_id', 'g.profile_id')
    .innerJoin('security_points as sp', 'sp.id', 'pp.point_id')
    .select('u.id')
    .where('u.status', '=', ACTIVE_STATUS)
    .where('sp.key', '=', 'SECURITY')
    .where('pp.value', '=', ALL_BITS)
    .executeTakeFirst();
  if (row === undefined) throw new HttpError(409, GRANT_MESSAGES.nobodyInCharge, field ? { fields: { [field]: GRANT_MESSAGES.nobodyInCharge } } : {});
}
