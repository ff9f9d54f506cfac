export const SECURITY_POINTS_PATH = '/security/points';
