import { PERMISSION_BITS, type PermissionBit, type PermissionMap, type SecurityPointKey } from './points';

/** A feature is allowed when the point's value shares at least one bit with the asked bit. */
export function can(permissions: PermissionMap | undefined, point: SecurityPointKey, bit: PermissionBit): boolean {
  const value = permissions?.[point] ?? 0;
  return (value & PERMISSION_BITS[bit]) > 0;
}

/**
 * Normalises a value chosen in a permission editor: choosing ALL clears the others (127 stands alone);
 * otherwise the sum of the chosen bits.
 */
export function combineBits(bits: readonly PermissionBit[]): number {
  if (bits.includes('all')) return PERMISSION_BITS.all;
  return bits.reduce((sum, bit) => sum | PERMISSION_BITS[bit], 0);
}

/**
 * The points where `granted` holds a bit that `held` lacks: what a profile would give beyond its
 * editor's own. ALL (127) is every bit, so only ALL covers ALL. The server's rule of who may grant
 * what and the screens that follow it both ask this.
 */
export function pointsBeyond(granted: PermissionMap, held: PermissionMap): SecurityPointKey[] {
  return (Object.entries(granted) as [SecurityPointKey, number][])
    .filter(([point, value]) => (value & ~(held[point] ?? 0) & PERMISSION_BITS.all) !== 0)
    .map(([point]) => point);
}
