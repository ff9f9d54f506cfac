export const SECURITY_PROFILES_PATH = '/security/profiles';
