export { PERMISSION_BITS, SECURITY_POINTS } from './points';
export type { PermissionBit, PermissionMap, SecurityPointKey } from './points';
export { can, combineBits, pointsBeyond } from './can';
export { abilityAllows, DEFAULT_ABILITY_RULES, isProfileMenuHidden } from './ability';
export type { AbilityAction, AbilityRule, AbilitySubject } from './ability';
