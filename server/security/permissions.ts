import { PERMISSION_BITS, type PermissionMap, type SecurityPointKey } from '@/shared/lib/permissions';
import type { Db } from '../db/database';

/** The permission value per point key of a group's security profile (points without a row: no bits). */
export async function permissionsOfGroup(db: Db, groupId: number): Promise<PermissionMap> {
  const rows = await db
    .selectFrom('security_groups as g')
    .innerJoin('profile_permissions as pp', 'pp.profile_id', 'g.profile_id')
    .innerJoin('security_points as sp', 'sp.id', 'pp.point_id')
    .select(['sp.key', 'pp.value'])
    .where('g.id', '=', groupId)
    .execute();
  const permissions: PermissionMap = {};
  for (const row of rows) permissions[row.key as SecurityPointKey] = row.value;
  return permissions;
}

/**
 * Whether the profile holds ALL (127) on the point: every bit, the permission editor's choice that
 * stands alone. `can(…, 'all')` asks for any bit; this asks for each of them.
 */
export function hasEveryBit(permissions: PermissionMap, point: SecurityPointKey): boolean {
  return ((permissions[point] ?? 0) & PERMISSION_BITS.all) === PERMISSION_BITS.all;
}
