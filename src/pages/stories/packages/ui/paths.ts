export const PACKAGES_PATH = '/package-management';
