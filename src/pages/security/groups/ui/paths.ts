export const SECURITY_GROUPS_PATH = '/security/group';
