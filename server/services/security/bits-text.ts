import { securityContract } from '@/shared/api/contract';

const NAMES: Record<number, string> = { 1: 'list', 2: 'view', 4: 'add', 8: 'edit', 16: 'delete', 32: 'perform' };

/** A permission value as the history shows it: ALL, none, or the bits by name. */
export function bitsText(value: number): string {
  if (value === securityContract.ALL_BITS) return 'ALL';
  const names = securityContract.SINGLE_BITS.filter((bit) => (value & bit) !== 0).map((bit) => NAMES[bit]);
  return names.length === 0 ? 'none' : names.join(', ');
}
