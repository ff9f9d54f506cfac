export const BUSINESS_USERS_PATH = '/local-community/business-user';
