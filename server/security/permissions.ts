import { PERMISSION_BITS, type PermissionMap, type SecurityPointKey } from '@/shared/lib/permissions';
import type { Db } from '../db/database';

/** Each group's permissions by point key, in one query. */
export async function permissionsOfGroups(db: Db, groupIds: readonly number[]): Promise<Map<number, PermissionMap>> {
  const byGroup = new Map<number, PermissionMap>(groupIds.map((id) => [id, {}]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom('security_groups as g')
    .innerJoin('profile_permissions as pp', 'pp.profile_id', 'g.profile_id')
    .innerJoin('security_points as sp', 'sp.id', 'pp.point_id')
    .select(['g.id', 'sp.key', 'pp.value'])
    .where('g.id', 'in', groupIds)
    .execute();
  for (const row of rows) byGroup.get(Number(row.id))![row.key as SecurityPointKey] = row.value;
  return byGroup;
}

/** The permission value per point key of a group's security profile (points without a row: no bits). */
export async function permissionsOfGroup(db: Db, groupId: number): Promise<PermissionMap> {
  return (await permissionsOfGroups(db, [groupId])).get(groupId) ?? {};
}

/**
 * Whether the profile holds ALL (127) on the point: every bit, the permission editor's choice that
 * stands alone. `can(…, 'all')` asks for any bit; this asks for each of them.
 */
export function hasEveryBit(permissions: PermissionMap, point: SecurityPointKey): boolean {
  return ((permissions[point] ?? 0) & PERMISSION_BITS.all) === PERMISSION_BITS.all;
}
