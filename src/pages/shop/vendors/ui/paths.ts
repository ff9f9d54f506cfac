export const VENDORS_PATH = '/vendor-management';
