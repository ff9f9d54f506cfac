import { PERMISSION_BITS, type PermissionBit } from '@/shared/lib/permissions';

/** The bits in the order the screens show them: list, view, add, edit, delete, perform, then ALL. */
export const BIT_ORDER: readonly PermissionBit[] = ['list', 'view', 'add', 'edit', 'delete', 'perform', 'all'];

export const ALL = PERMISSION_BITS.all;

/** Whether the value holds the bit; ALL only as a whole (127). */
export function holdsBit(value: number, bit: PermissionBit): boolean {
  if (bit === 'all') return value === ALL;
  return value !== ALL && (value & PERMISSION_BITS[bit]) !== 0;
}

/**
 * The value after a checkbox changes: choosing ALL clears the others (127 stands alone); clearing it
 * leaves nothing chosen; a single bit is added or taken away (never while ALL is chosen, when it is disabled).
 */
export function withBit(value: number, bit: PermissionBit, chosen: boolean): number {
  if (bit === 'all') return chosen ? ALL : 0;
  if (value === ALL) return value;
  return chosen ? value | PERMISSION_BITS[bit] : value & ~PERMISSION_BITS[bit];
}
