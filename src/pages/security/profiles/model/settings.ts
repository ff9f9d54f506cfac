import { ALL, withBit } from '@/entities/security-bit';
import type { securityContract } from '@/shared/api';
import { PERMISSION_BITS, type PermissionBit, type PermissionMap, type SecurityPointKey } from '@/shared/lib/permissions';

type Setting = securityContract.ProfileSetting;

/** The settings with one point's bit chosen or cleared; every other entry is kept as it was (the same object), so its row need not render again. */
export function toggled(settings: readonly Setting[], pointId: number, bit: PermissionBit, chosen: boolean): Setting[] {
  return settings.map((setting) =>
    setting.securityPointId === pointId ? { securityPointId: pointId, permission: withBit(setting.permission, bit, chosen) } : setting,
  );
}

/**
 * The settings with points new to the profile added, each at ALL (127), the spec's default for a new
 * point, or at most what the editor holds on it (`held`), since nobody gives what they do not hold.
 */
export function withPoints(settings: readonly Setting[], pointIds: readonly number[], held?: HeldBits): Setting[] {
  const present = new Set(settings.map((setting) => setting.securityPointId));
  return [...settings, ...pointIds.filter((id) => !present.has(id)).map((securityPointId) => ({ securityPointId, permission: held ? (held.get(securityPointId) ?? 0) : ALL }))];
}

/** The editor's own permission value per security point id. */
export type HeldBits = ReadonlyMap<number, number>;

/** The editor's own values by point id, from their permissions by point key. */
export const heldBitsOf = (points: readonly { securityPointId: number; key: string }[], permissions: PermissionMap): HeldBits =>
  new Map(points.map((point) => [point.securityPointId, permissions[point.key as SecurityPointKey] ?? 0]));

/** Whether an editor holding `held` on a point may give its `bit`: ALL only with ALL, a single bit with that bit (or ALL). */
export function mayGive(held: number, bit: PermissionBit): boolean {
  if (bit === 'all') return held === ALL;
  return (held & PERMISSION_BITS[bit]) !== 0;
}

/** Whether the settings give ALL on the point. */
export const holdsAll = (settings: readonly Setting[], pointId: number | undefined) =>
  settings.some((setting) => setting.securityPointId === pointId && setting.permission === ALL);

/** What settings (by point id) grant, by point key; a point not in `points` is left out. */
export function grantedBy(points: readonly { securityPointId: number; key: string }[], settings: readonly Setting[]): PermissionMap {
  const keyOf = new Map(points.map((point) => [point.securityPointId, point.key as SecurityPointKey]));
  return Object.fromEntries(settings.flatMap((setting) => (keyOf.has(setting.securityPointId) ? [[keyOf.get(setting.securityPointId)!, setting.permission]] : [])));
}
