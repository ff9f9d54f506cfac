export const ATHAN_PREMIUM_PATH = '/athan-premium';
