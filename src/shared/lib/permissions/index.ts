export { PERMISSION_BITS, SECURITY_POINTS } from './points';
export type { PermissionBit, PermissionMap, SecurityPointKey } from './points';
export { can, combineBits } from './can';
