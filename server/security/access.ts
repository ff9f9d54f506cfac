import type { CallPermission, PermissionRule } from '@/shared/api/contract';
import { can, type PermissionMap } from '@/shared/lib/permissions';

/** The bits a rule accepts: the one it names, or each of its list. */
export const permissionsOf = (rule: PermissionRule): readonly CallPermission[] => ('anyOf' in rule ? rule.anyOf : [rule]);

/** Does a profile hold at least one of the bits the rule accepts? */
export function meetsRule(permissions: PermissionMap | undefined, rule: PermissionRule): boolean {
  return permissionsOf(rule).some(({ point, bit }) => can(permissions, point, bit));
}
