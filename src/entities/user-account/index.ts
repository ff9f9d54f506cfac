export { useSecurityGroupOptions } from './api/securityGroupOptions';
export { UserStatusBadge, type UserStatusBadgeProps } from './ui/UserStatusBadge';
export { LoginTypes, type LoginTypesProps } from './ui/LoginTypes';
