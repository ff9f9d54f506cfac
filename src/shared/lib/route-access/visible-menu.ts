import { ADMIN_GROUP_ID, COMMUNITY_GROUP_IDS, SUB_PATH_BITS, type RouteAudience, type RouteEntry } from '@/shared/config';
import { can, type PermissionMap } from '@/shared/lib/permissions';

/** What the menu needs to know about the signed-in user. */
export interface MenuViewer {
  groupId: number;
  securityPermissions: PermissionMap;
}

function inAudience(audience: RouteAudience, groupId: number): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'community-groups':
      return COMMUNITY_GROUP_IDS.includes(groupId);
    case 'admin-group':
      return groupId === ADMIN_GROUP_ID;
  }
}

/**
 * Whether the user may open a section, or the screen at `subPath` below its base: the section's point
 * carries the list bit (and the sub-path's own bit, see `SUB_PATH_BITS` and the entry's `subPathBits`), and its audience includes
 * their group.
 */
export function mayOpen(entry: RouteEntry, viewer: MenuViewer | null | undefined, subPath = ''): boolean {
  if (!viewer || !can(viewer.securityPermissions, entry.point, 'list') || !inAudience(entry.audience, viewer.groupId)) return false;
  const action = subPath.split('/').find(Boolean);
  const bits = { ...SUB_PATH_BITS, ...entry.subPathBits };
  const bit = action && Object.hasOwn(bits, action) ? bits[action] : undefined;
  return !bit || can(viewer.securityPermissions, entry.point, bit);
}

/**
 * The sidebar's entries for a user, in table order: menu entries whose screen is built, whose point
 * carries the list bit, and whose audience includes the user's group. Nobody signed in sees nothing.
 */
export function visibleMenu<Entry extends RouteEntry>(
  entries: readonly Entry[],
  viewer: MenuViewer | null | undefined,
  builtPaths: Iterable<string>,
): Entry[] {
  if (!viewer) return [];
  const built = new Set(builtPaths);
  return entries.filter((entry) => entry.inMenu && built.has(entry.path) && mayOpen(entry, viewer));
}
